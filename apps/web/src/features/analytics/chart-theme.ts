/** Chart colours: brand teal for online, amber for walk-ins (each ≥ 3:1 against white). */
export const CHART_COLORS = {
  online: '#0a8578',
  walkIn: '#c2410c',
  wait: '#0d6a61',
  served: '#0a8578',
  noShow: '#b91c1c',
  hour: '#0a8578',
  booking: '#4338ca',
  grid: '#e2e8f0',
  axis: '#475569',
  cursor: '#f1f5f9',
} as const;

export const AXIS_TICK = { fontSize: 12, fill: CHART_COLORS.axis };
export const CHART_HEIGHT = 240;

/** Drawing animations are skipped for people who ask for less motion (and in tests, where there is no matchMedia answer). */
export const chartAnimation = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

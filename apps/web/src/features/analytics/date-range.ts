import { addDays, analyticsRangeQuerySchema, ANALYTICS_MESSAGES, type AnalyticsRange } from '@kataar/shared/analytics';

export type RangePreset = 'today' | 'week' | 'month' | 'custom';

/** Each preset's name is the locale key `range.<value>` of the analytics words. */
export const RANGE_PRESETS: { value: Exclude<RangePreset, 'custom'>; days: number }[] = [
  { value: 'today', days: 1 },
  { value: 'week', days: 7 },
  { value: 'month', days: 30 },
];

/** The `days` days ending today (India), both ends included. */
export const presetRange = (preset: Exclude<RangePreset, 'custom'>, today: string): AnalyticsRange => {
  const days = RANGE_PRESETS.find((p) => p.value === preset)?.days ?? 1;
  return { from: addDays(today, -(days - 1)), to: today };
};

export interface SelectedRange extends AnalyticsRange {
  preset: RangePreset;
}

/**
 * Checks a custom from–to with the API's own rules and words (shared schema); both days are
 * required here, since the form has no 'until today' shorthand.
 */
export function validateCustomRange(from: string, to: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!from) errors.from = ANALYTICS_MESSAGES.invalidDate;
  if (!to) errors.to = ANALYTICS_MESSAGES.invalidDate;
  if (errors.from || errors.to) return errors;
  const parsed = analyticsRangeQuerySchema.safeParse({ from, to });
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'to' ? 'to' : 'from';
    errors[field] ??= issue.message;
  }
  return errors;
}

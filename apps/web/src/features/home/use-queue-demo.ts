import { useCallback, useEffect, useReducer } from 'react';

/** The home demo's rules and timings: a simulated line that runs in the page, with no server data. */
export const DEMO = {
  items: 15,
  initiallyEnabled: 4,
  shiftAbove: 3,
  joinDelayMs: [800, 1200],
  shiftDelayMs: [300, 500],
} as const;

export interface DemoItem {
  id: number;
  enabled: boolean;
}

export interface DemoState {
  items: DemoItem[];
  /** Ids of the enabled items, front first. */
  queue: number[];
  /** The visitor's item while it waits; null once it has left the front. */
  visitorId: number | null;
}

type Action = { type: 'join'; pick: number } | { type: 'shift' } | { type: 'visitor'; pick: number };

export const initialDemoState = (): DemoState => {
  const items = Array.from({ length: DEMO.items }, (_, index) => ({
    id: index + 1,
    enabled: index < DEMO.initiallyEnabled,
  }));
  return { items, queue: items.filter((item) => item.enabled).map((item) => item.id), visitorId: null };
};

/** `pick` is a random number in [0, 1) chosen by the caller, which keeps the reducer pure. */
const enable = (state: DemoState, pick: number): { state: DemoState; id: number | null } => {
  const free = state.items.filter((item) => !item.enabled);
  const chosen = free[Math.floor(pick * free.length)];
  if (!chosen) return { state, id: null };
  return {
    id: chosen.id,
    state: {
      ...state,
      items: state.items.map((item) => (item.id === chosen.id ? { ...item, enabled: true } : item)),
      queue: [...state.queue, chosen.id],
    },
  };
};

export function demoReducer(state: DemoState, action: Action): DemoState {
  switch (action.type) {
    case 'join':
      return enable(state, action.pick).state;
    case 'visitor': {
      if (state.visitorId !== null) return state;
      const { state: next, id } = enable(state, action.pick);
      return id === null ? state : { ...next, visitorId: id };
    }
    case 'shift': {
      const [front, ...rest] = state.queue;
      if (front === undefined) return state;
      return {
        items: state.items.map((item) => (item.id === front ? { ...item, enabled: false } : item)),
        queue: rest,
        visitorId: state.visitorId === front ? null : state.visitorId,
      };
    }
  }
}

const randomBetween = ([min, max]: readonly [number, number]) => min + Math.random() * (max - min);

export function useQueueDemo(onVisitorJoined?: () => void) {
  const [state, dispatch] = useReducer(demoReducer, undefined, initialDemoState);

  // Someone joins every 0.8-1.2 s, for as long as the demo is on screen.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        dispatch({ type: 'join', pick: Math.random() });
        schedule();
      }, randomBetween(DEMO.joinDelayMs));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);

  // More than three waiting: the front is served after 0.3-0.5 s.
  const length = state.queue.length;
  const front = state.queue[0];
  useEffect(() => {
    if (length <= DEMO.shiftAbove) return;
    const timer = setTimeout(() => dispatch({ type: 'shift' }), randomBetween(DEMO.shiftDelayMs));
    return () => clearTimeout(timer);
  }, [length, front]);

  const joinAsVisitor = useCallback(() => {
    if (state.visitorId !== null) return;
    dispatch({ type: 'visitor', pick: Math.random() });
    onVisitorJoined?.();
  }, [state.visitorId, onVisitorJoined]);

  return { ...state, joinAsVisitor, visitorWaiting: state.visitorId !== null };
}

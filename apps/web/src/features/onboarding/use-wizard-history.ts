import { useEffect, useEffectEvent } from 'react';

/** Marks which wizard step a history entry shows. */
const STEP_KEY = 'kataarWizardStep';

const stateOf = (): Record<string, unknown> => (window.history.state as Record<string, unknown> | null) ?? {};

const stepInHistory = (): number | undefined => {
  const value = stateOf()[STEP_KEY];
  return typeof value === 'number' ? value : undefined;
};

const entryFor = (step: number) => ({ ...stateOf(), [STEP_KEY]: step });

/**
 * The browser's Back button goes to the previous wizard step (keeping what was typed), as Android
 * users expect; Back on the first step leaves the page as usual. Every step past the first owns one
 * history entry (same URL), so the entries behind step N always show steps 0..N-1:
 * - moving forward pushes an entry, moving back travels back through the entries;
 * - Back/Forward in the browser show the step their entry names.
 * `resume` says whether a saved draft exists; without one, an old entry's step is not trusted.
 * Returns `moveTo`, the only way the wizard should change steps.
 */
export function useWizardHistory(step: number, show: (step: number) => void, resume: boolean): (next: number) => void {
  const showStep = useEffectEvent(show);
  const current = useEffectEvent(() => step);

  useEffect(() => {
    const known = stepInHistory();
    if (known === undefined || !resume) {
      // First visit to this entry, maybe with a saved draft on a later step: lay the earlier steps
      // behind it, so Back walks through them.
      window.history.replaceState(entryFor(0), '');
      for (let index = 1; index <= current(); index += 1) window.history.pushState(entryFor(index), '');
    } else if (known !== current()) {
      // A reload, or Forward back into the wizard: the entry knows the step.
      showStep(known);
    }
    const onPopState = () => {
      const next = stepInHistory();
      if (next !== undefined && next !== current()) showStep(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [resume]);

  return (next: number) => {
    if (next === step) return;
    if (next > step) {
      window.history.pushState(entryFor(next), '');
      show(next);
    } else if (stepInHistory() === step) {
      // The earlier steps lie behind this entry; the popstate listener shows the one reached.
      window.history.go(next - step);
    } else {
      window.history.replaceState(entryFor(next), '');
      show(next);
    }
  };
}

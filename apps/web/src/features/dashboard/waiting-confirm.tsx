import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Actions that stop new joins while people already wait: closing the business, pausing the queue. */
export type StoppingAction = 'close' | 'pause';

/**
 * Asks before closing or pausing while people wait, naming how many: they keep their places, but
 * the desk should not shut the line on them by a slip of the switch. With nobody waiting the
 * action runs at once.
 */
export function useWaitingConfirm(waiting: number): {
  confirm: (action: StoppingAction, run: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('dashboard');
  const [asking, setAsking] = useState<{ action: StoppingAction; run: () => void } | null>(null);
  const confirm = (action: StoppingAction, run: () => void) => (waiting > 0 ? setAsking({ action, run }) : run());
  const dialog = asking && (
    <ConfirmDialog
      title={t(`waitingConfirm.${asking.action}.title`, { count: waiting })}
      message={t(`waitingConfirm.${asking.action}.message`, { count: waiting })}
      confirmLabel={t(`waitingConfirm.${asking.action}.confirm`)}
      cancelLabel={t(`waitingConfirm.${asking.action}.cancel`)}
      onConfirm={() => {
        setAsking(null);
        asking.run();
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { confirm, dialog };
}

import { APPOINTMENT_MESSAGES, holdEndsInLabel } from '@kataar/shared/appointment-rules';
import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useNow } from './use-now';
import { useLocalizeMessage } from '../../lib/localize-message';

const clock = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** How long an unpaid booking keeps its seat; once the hold has ended it says to book again. */
export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired?: () => void }) {
  const tm = useLocalizeMessage();
  const end = Date.parse(expiresAt);
  const left = end - useNow(1000);
  const expired = left <= 0;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);
  if (left <= 0) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
        {tm(APPOINTMENT_MESSAGES.holdExpired)}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-amber-800">
      <Clock aria-hidden="true" className="size-4" />
      <span>{tm(holdEndsInLabel(clock(left)))}</span>
    </p>
  );
}

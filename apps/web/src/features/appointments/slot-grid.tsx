import { APPOINTMENT_MESSAGES, type Slot } from '@kataar/shared/appointments';
import { useTranslation } from 'react-i18next';
import { CalendarX } from 'lucide-react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useSlots } from './api/get-slots';
import { formatTime } from './format';
import { useNow } from './use-now';
import { useLocalizeMessage } from '../../lib/localize-message';

interface SlotGridProps {
  username: string;
  date: string;
  selectedStart: string | null;
  onSelect: (slot: Slot) => void;
}

/**
 * The day's slots as buttons; a full one is shown but cannot be chosen. A slot that has started is
 * left out, as the server leaves out those past their cutoff: it is over, not full.
 */
export function SlotGrid({ username, date, selectedStart, onSelect }: SlotGridProps) {
  const tm = useLocalizeMessage();
  const { t } = useTranslation('appointments');
  const slots = useSlots(username, date);
  const now = useNow(30_000);
  if (slots.isPending) return <Spinner label={t('loading')} className="py-10" />;
  if (slots.isError) {
    return (
      <div role="alert" className="py-8 text-center text-sm text-slate-600">
        <p>{tm(APPOINTMENT_MESSAGES.slotsFailed)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void slots.refetch()}>
          {tm(APPOINTMENT_MESSAGES.tryAgain)}
        </Button>
      </div>
    );
  }
  const coming = slots.data.filter((slot) => Date.parse(slot.start) > now);
  if (coming.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 py-10 text-sm font-medium text-slate-500">
        <CalendarX aria-hidden="true" className="size-6 text-slate-400" />
        {tm(APPOINTMENT_MESSAGES.noSlots)}
      </p>
    );
  }
  return (
    <ul aria-label={tm(APPOINTMENT_MESSAGES.chooseTime)} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {coming.map((slot) => {
        const full = slot.seats_left <= 0;
        const active = slot.start === selectedStart;
        return (
          <li key={slot.start}>
            <button
              type="button"
              disabled={full}
              aria-pressed={active}
              onClick={() => onSelect(slot)}
              className={`flex h-12 w-full flex-col items-center justify-center rounded-xl border text-sm font-semibold transition disabled:cursor-not-allowed disabled:border-slate-100 disabled:bg-slate-50 disabled:text-slate-400 ${
                active
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50'
              }`}
            >
              {formatTime(slot.start)}
              {full && (
                <span className="text-[0.7rem] leading-none font-medium">{tm(APPOINTMENT_MESSAGES.slotFullLabel)}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

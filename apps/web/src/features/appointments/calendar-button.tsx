import { APPOINTMENT_MESSAGES } from '@kataar/shared/appointment-rules';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { buttonClasses } from '../../components/button';
import { downloadAppointmentIcs } from './api/download-ics';
import { useLocalizeMessage } from '../../lib/localize-message';

/** 'Add to calendar': downloads the booking's .ics file. */
interface CalendarButtonProps {
  id: string;
  reference: string;
  size?: 'sm' | 'md';
  className?: string;
}

export function CalendarButton({ id, reference, size = 'md', className = '' }: CalendarButtonProps) {
  const tm = useLocalizeMessage();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadAppointmentIcs(id, reference);
    } catch {
      toast.error(tm(APPOINTMENT_MESSAGES.calendarFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void onClick()}
      className={buttonClasses('secondary', size, className)}
    >
      <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
      {tm(APPOINTMENT_MESSAGES.addToCalendar)}
    </button>
  );
}

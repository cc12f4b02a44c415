import { APPOINTMENT_MESSAGES, DATE_STRIP_DAYS, HORIZON_DAYS_MAX, type Slot } from '@kataar/shared/appointments';
import { useState } from 'react';
import { DateStrip } from './date-strip';
import { addDays, indiaToday } from './format';
import { SlotGrid } from './slot-grid';
import { useLocalizeMessage } from '../../lib/localize-message';

interface SlotChooserProps {
  username: string;
  /** Days ahead people may book; unknown → the longest horizon any provider may set. */
  horizonDays?: number;
  /** The day to open on (a reschedule opens on the booking's day); today when absent. */
  initialDate?: string;
  selectedStart: string | null;
  onSelect: (slot: Slot) => void;
}

/** The date strip over the chosen day's free slots: the time step of booking and rescheduling. */
export function SlotChooser({ username, horizonDays, initialDate, selectedStart, onSelect }: SlotChooserProps) {
  const tm = useLocalizeMessage();
  const today = indiaToday();
  const count = Math.max(DATE_STRIP_DAYS, (horizonDays ?? HORIZON_DAYS_MAX) + 1);
  const dates = Array.from({ length: count }, (_, i) => addDays(today, i));
  const [date, setDate] = useState(initialDate && dates.includes(initialDate) ? initialDate : today);
  return (
    <div className="space-y-4">
      <DateStrip dates={dates} selected={date} onSelect={setDate} label={tm(APPOINTMENT_MESSAGES.chooseDay)} />
      <SlotGrid username={username} date={date} selectedStart={selectedStart} onSelect={onSelect} />
    </div>
  );
}

import { APPOINTMENT_MESSAGES as M, type ProviderAppointment } from '@kataar/shared/appointments';
import { useLayoutEffect, useRef, useState } from 'react';
import { istClock, istToday } from '../../lib/ist-time';
import { useAppointmentAction, type AppointmentAction } from './api/appointment-action';
import type { AppointmentDay } from './api/get-day';
import { BookingRow } from './booking-row';
import { CancelDialog } from './cancel-dialog';
import { useLocalizeMessage } from '../../lib/localize-message';
import { useTranslation } from 'react-i18next';

const range = (start: string, end: string) => `${istClock(start)}–${istClock(end)}`;

/**
 * Today's view opens at the current time: the first slot not yet over is scrolled to the top, once
 * per day shown, so a phone does not open on a morning of passed slots. Another day opens at its top.
 */
function useOpenAtNow(day: AppointmentDay, now: number) {
  const list = useRef<HTMLOListElement>(null);
  const openedFor = useRef<string | null>(null);
  // Before the first paint of the day, so the page does not show its top and then jump.
  useLayoutEffect(() => {
    if (openedFor.current === day.date) return;
    openedFor.current = day.date;
    if (day.date !== istToday(new Date(now))) return;
    const current = day.slots.findIndex((slot) => Date.parse(slot.end) > now);
    if (current > 0) list.current?.children[current]?.scrollIntoView?.({ block: 'start' });
  }, [day, now]);
  return list;
}

/** The day's slots in order, each with its bookings; bookings whose slot left the hours come first, flagged. */
export function DaySlots({ day, now }: { day: AppointmentDay; now: number }) {
  const tm = useLocalizeMessage();
  const { t } = useTranslation('provider-appointments');
  const action = useAppointmentAction(day.date);
  const [cancelling, setCancelling] = useState<ProviderAppointment | null>(null);
  const busyId = action.isPending ? action.variables.id : null;
  const slotList = useOpenAtNow(day, now);

  const row = (booking: ProviderAppointment) => (
    <BookingRow
      key={booking.id}
      booking={booking}
      now={now}
      busy={busyId === booking.id}
      onAction={(next: AppointmentAction) => action.mutate({ id: booking.id, action: next })}
      onCancel={() => setCancelling(booking)}
    />
  );
  const booked = day.outside_hours.length + day.slots.reduce((n, slot) => n + slot.bookings.length, 0);

  return (
    <>
      {booked === 0 && (
        <p className="mt-4 rounded-2xl border-2 border-dashed border-slate-200 py-8 text-center font-medium text-slate-500">
          {tm(M.noBookingsToday)}
          {day.slots.length === 0 && <span className="mt-1 block text-sm font-normal">{tm(M.noHoursThisDay)}</span>}
        </p>
      )}
      {day.outside_hours.length > 0 && (
        <section aria-label={tm(M.outsideHours)} className="mt-4">
          <ul className="grid gap-2">{day.outside_hours.map(row)}</ul>
        </section>
      )}
      {day.slots.length > 0 && (
        <ol ref={slotList} aria-label={t('slots')} className="mt-4 grid gap-2">
          {day.slots.map((slot) => {
            // A cancelled booking and one whose slot went to others while it paid hold no seat.
            const taken = slot.bookings.filter((b) => b.status !== 'cancelled' && b.status !== 'slot_taken').length;
            const label = range(slot.start, slot.end);
            // An empty slot that is over is shown as such, not as free: nobody can book it any more.
            const passed = !taken && Date.parse(slot.end) <= now;
            return (
              <li
                key={slot.start}
                aria-label={label}
                className={`scroll-mt-20 rounded-2xl p-2 ring-1 sm:p-3 ${
                  passed ? 'bg-white ring-slate-100' : 'bg-slate-50 ring-slate-200/70'
                }`}
              >
                <div className="flex items-baseline justify-between gap-3 px-1">
                  <span className={`font-bold tabular-nums ${passed ? 'text-slate-500' : 'text-slate-900'}`}>
                    {label}
                  </span>
                  <span
                    className={`text-xs font-semibold ${
                      passed ? 'text-slate-500' : taken ? 'text-slate-600' : 'text-emerald-700'
                    }`}
                  >
                    {taken ? tm(M.seatsBooked(taken, slot.seats)) : tm(passed ? M.pastSlot : M.freeSlot)}
                  </span>
                </div>
                {slot.bookings.length > 0 && <ul className="mt-2 grid gap-2">{slot.bookings.map(row)}</ul>}
              </li>
            );
          })}
        </ol>
      )}
      {cancelling && (
        <CancelDialog
          name={cancelling.consumer_name}
          busy={action.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) =>
            action.mutate(
              { id: cancelling.id, action: { kind: 'cancel', reason } },
              { onSuccess: () => setCancelling(null) },
            )
          }
        />
      )}
    </>
  );
}

import { APPOINTMENT_MESSAGES, type CustomerAppointment, type Slot } from '@kataar/shared/appointments';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';
import { useRescheduleAppointment } from './api/appointment-actions';
import { useBookingInfo } from './api/get-booking-info';
import { AppointmentSheet } from './appointment-sheet';
import { formatWhen, indiaToday } from './format';
import { SlotChooser } from './slot-chooser';
import { useLocalizeMessage } from '../../lib/localize-message';

/** Moves a booking to another free slot of the same provider; the server applies the booking rules again. */
export function RescheduleModal({ appointment, onClose }: { appointment: CustomerAppointment; onClose: () => void }) {
  const tm = useLocalizeMessage();
  const info = useBookingInfo(appointment.provider.username);
  const reschedule = useRescheduleAppointment();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onMove = () => {
    if (!slot) return;
    setRefusal(null);
    reschedule.mutate(
      { id: appointment.id, start: slot.start },
      {
        onSuccess: () => {
          toast.success(tm(APPOINTMENT_MESSAGES.rescheduled));
          onClose();
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };
  return (
    <AppointmentSheet
      title={tm(APPOINTMENT_MESSAGES.rescheduleTitle)}
      subtitle={`${appointment.provider.business_name} · ${formatWhen(appointment.start)}`}
      onClose={onClose}
    >
      <SlotChooser
        username={appointment.provider.username}
        horizonDays={info.data?.horizon_days ?? undefined}
        initialDate={indiaToday(new Date(appointment.start))}
        selectedStart={slot?.start ?? null}
        onSelect={setSlot}
      />
      {refusal && (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
          {refusal}
        </p>
      )}
      {slot && (
        <p className="mt-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-100">
          {formatWhen(slot.start)}
        </p>
      )}
      <Button size="lg" className="mt-4 w-full" disabled={!slot || reschedule.isPending} onClick={onMove}>
        {tm(APPOINTMENT_MESSAGES.moveHere)}
      </Button>
    </AppointmentSheet>
  );
}

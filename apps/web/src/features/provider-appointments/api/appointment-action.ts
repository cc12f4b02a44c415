import { APPOINTMENT_MESSAGES as M, type ProviderAppointment } from '@kataar/shared/appointments';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { showUndoToast } from '../../../components/undo-toast';
import { api, errorMessage, type DataEnvelope } from '../../../lib/api';
import { localizeMessage } from '../../../lib/localize-message';
import type { AppointmentDay } from './get-day';
import { APPOINTMENT_KEYS } from './keys';

export type AppointmentAction =
  | { kind: 'check-in' }
  | { kind: 'undo-check-in' }
  | { kind: 'no-show' }
  | { kind: 'confirm-payment' }
  | { kind: 'refunded' }
  | { kind: 'cancel'; reason: string };

const DONE: Record<AppointmentAction['kind'], string> = {
  'check-in': M.checkedIn,
  'undo-check-in': M.checkInUndone,
  'no-show': M.markedNoShow,
  'confirm-payment': M.paymentConfirmed,
  refunded: M.refundRecorded,
  cancel: M.bookingCancelled,
};

/**
 * POST /provider/appointments/{id}/{check-in|undo-check-in|no-show|confirm-payment|refunded|cancel}/
 * → the booking as it now stands.
 */
export const runAppointmentAction = (id: string, action: AppointmentAction): Promise<ProviderAppointment> =>
  api
    .post<DataEnvelope<ProviderAppointment>>(
      `/provider/appointments/${encodeURIComponent(id)}/${action.kind}/`,
      action.kind === 'cancel' ? { reason: action.reason } : undefined,
    )
    .then((body) => body.data);

const replaceIn = (day: AppointmentDay, changed: ProviderAppointment): AppointmentDay => {
  const swap = (list: ProviderAppointment[]) => list.map((b) => (b.id === changed.id ? changed : b));
  return {
    ...day,
    slots: day.slots.map((slot) => ({ ...slot, bookings: swap(slot.bookings) })),
    outside_hours: swap(day.outside_hours),
  };
};

/** The row shows the server's answer at once; the day is then refetched, since an action can free a seat. */
const showChange = (queryClient: QueryClient, date: string, changed: ProviderAppointment) => {
  queryClient.setQueryData<AppointmentDay>(APPOINTMENT_KEYS.day(date), (day) => day && replaceIn(day, changed));
  void queryClient.invalidateQueries({ queryKey: APPOINTMENT_KEYS.day(date) });
};

/**
 * One booking's desk actions. A check-in's toast offers Undo for a few seconds, as a call's does on
 * the queue desk: a tap on the wrong row must not leave someone in the line. A refusal shows the
 * server's sentence.
 */
export function useAppointmentAction(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AppointmentAction }) => runAppointmentAction(id, action),
    onSuccess: (changed, { action }) => {
      showChange(queryClient, date, changed);
      // Money the desk confirmed after the hold ended may have found the slot booked by others.
      if (changed.status === 'slot_taken' && action.kind === 'confirm-payment') {
        toast.error(localizeMessage(M.slotTakenReturnMoney));
        return;
      }
      if (action.kind !== 'check-in') {
        toast.success(localizeMessage(DONE[action.kind]));
        return;
      }
      showUndoToast({
        message: DONE[action.kind],
        undo: () =>
          runAppointmentAction(changed.id, { kind: 'undo-check-in' }).then((back) =>
            showChange(queryClient, date, back),
          ),
        undone: DONE['undo-check-in'],
        onSettled: () => void queryClient.invalidateQueries({ queryKey: APPOINTMENT_KEYS.day(date) }),
      });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

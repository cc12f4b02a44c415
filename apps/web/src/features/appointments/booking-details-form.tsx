import { zodResolver } from '@hookform/resolvers/zod';
import { APPOINTMENT_MESSAGES, type CustomerAppointment } from '@kataar/shared/appointments';
import { joinQueueBodySchema, type CustomerDetails, type JoinQueueInput } from '@kataar/shared/queue';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { CustomerFields } from '../../components/customer-fields';
import { WhatsappConsent } from '../../components/whatsapp-consent';
import { ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useBookAppointment } from './api/book-appointment';
import { useLocalizeMessage } from '../../lib/localize-message';

const DETAIL_FIELDS = ['consumer_name', 'consumer_age', 'consumer_contact', 'consumer_gender'] as const;

interface BookingDetailsFormProps {
  username: string;
  start: string;
  initialValues?: Partial<JoinQueueInput>;
  whatsappAvailable: boolean;
  onBooked: (appointment: CustomerAppointment, details: CustomerDetails) => void;
  onLoginNeeded: (values: Partial<JoinQueueInput>) => void;
}

/**
 * The Join Queue form's fields for a booking. The server's refusals stay in the form: a field's
 * message under that field, a sentence (slot just taken, one booking per day) above the button.
 */
export function BookingDetailsForm({
  username,
  start,
  initialValues,
  whatsappAvailable,
  onBooked,
  onLoginNeeded,
}: BookingDetailsFormProps) {
  const tm = useLocalizeMessage();
  const { user } = useSession();
  const book = useBookAppointment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError, control } = useForm<
    JoinQueueInput,
    unknown,
    CustomerDetails
  >({
    resolver: zodResolver(joinQueueBodySchema),
    defaultValues: { consumer_name: user?.name ?? '', consumer_age: '', consumer_contact: '', ...initialValues },
  });
  const phone = useWatch({ control, name: 'consumer_contact' });

  const onSubmit = handleSubmit(async (details) => {
    setRefusal(null);
    try {
      onBooked(await book.mutateAsync({ ...details, provider: username, start }), details);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onLoginNeeded(getValues());
        return;
      }
      let placed = false;
      if (error instanceof ApiError) {
        for (const field of DETAIL_FIELDS) {
          const message = error.fieldError(field);
          if (message) {
            setError(field, { message });
            placed = true;
          }
        }
      }
      if (!placed) {
        setRefusal(error instanceof ApiError ? (error.fieldError('start') ?? error.message) : errorMessage(error));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase">
        {tm(APPOINTMENT_MESSAGES.yourDetails)}
      </h3>
      <CustomerFields register={register} errors={formState.errors} disabled={book.isPending} />
      {whatsappAvailable && <WhatsappConsent register={register} phone={phone} disabled={book.isPending} />}
      {refusal && (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={book.isPending}>
        {book.isPending ? tm(APPOINTMENT_MESSAGES.booking) : tm(APPOINTMENT_MESSAGES.confirmBooking)}
      </Button>
    </form>
  );
}

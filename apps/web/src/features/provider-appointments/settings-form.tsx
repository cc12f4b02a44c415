import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPOINTMENT_MESSAGES as M,
  PAYMENT_MODES,
  PAYMENT_MODE_LABELS,
  WEEKDAYS,
  appointmentSettingsSchema,
  type AppointmentSettings,
  type AppointmentSettingsInput,
  type WeeklyHours,
} from '@kataar/shared/appointments';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { TextField } from '../../components/form-field';
import { Switch } from '../../components/switch';
import { ApiError } from '../../lib/api';
import type { AppointmentSettingsAnswer } from '../../lib/appointment-settings';
import { useSaveAppointmentSettings } from './api/appointment-settings';
import { DaysOffEditor } from './days-off-editor';
import { WeeklyHoursEditor } from './weekly-hours-editor';
import { useLocalizeMessage } from '../../lib/localize-message';

const CARD = 'mt-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-8';
const HEADING = 'text-lg font-bold text-slate-900';

/** Every message found under a form error node (a day's intervals nest theirs per interval and time). */
const messagesUnder = (node: unknown): string[] => {
  if (!node || typeof node !== 'object') return [];
  const own = 'message' in node && typeof node.message === 'string' && node.message ? [node.message] : [];
  const nested = Object.entries(node)
    .filter(([key]) => key !== 'message' && key !== 'ref' && key !== 'type')
    .flatMap(([, child]) => messagesUnder(child));
  return [...new Set([...own, ...nested])];
};

const numberField = { valueAsNumber: true } as const;
/** An empty booking fee means "charge the base price" (null), not zero. */
const feeField = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

const valuesOf = ({ razorpay_available: _, ...settings }: AppointmentSettingsAnswer): AppointmentSettingsInput =>
  settings;

/** The owner's or a manager's appointment settings, checked with the same schema the server uses. */
export function SettingsForm({ settings }: { settings: AppointmentSettingsAnswer }) {
  const tm = useLocalizeMessage();
  const save = useSaveAppointmentSettings();
  const ids = useId();
  const { register, control, handleSubmit, formState, reset, setError } = useForm<
    AppointmentSettingsInput,
    unknown,
    AppointmentSettings
  >({ resolver: zodResolver(appointmentSettingsSchema), defaultValues: valuesOf(settings) });
  const { errors } = formState;
  const payment = useWatch({ control, name: 'payment' });
  // Razorpay is offered when the server has it, or kept visible when already chosen.
  const modes = PAYMENT_MODES.filter((m) => m !== 'razorpay' || settings.razorpay_available || settings.payment === m);

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        toast.success(tm(M.settingsSaved));
        reset(valuesOf(saved));
      },
      (error: unknown) => {
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : tm(M.settingsFailed));
        if (!(error instanceof ApiError)) return;
        for (const [name, messages] of Object.entries(error.errors ?? {})) {
          if (name !== 'non_field_errors' && messages[0]) {
            setError(name as FieldPath<AppointmentSettingsInput>, { type: 'server', message: messages[0] });
          }
        }
      },
    ),
  );

  // The shared rules' messages are English; shown in the page's language.
  const errorOf = (message: string | undefined) => (message ? tm(message) : undefined);
  const weeklyErrors = Object.fromEntries(
    WEEKDAYS.map((day) => [day, messagesUnder(errors.weekly?.[day]).map((message) => tm(message))]),
  );
  const weeklyRoot = errorOf(errors.weekly?.message ?? errors.weekly?.root?.message);
  const fields = {
    slotMinutes: register('slot_minutes', numberField),
    seats: register('seats_per_slot', numberField),
    horizon: register('horizon_days', numberField),
    cutoff: register('cutoff_minutes', numberField),
    payment: register('payment'),
    upiId: register('upi_id'),
    bookingFee: register('booking_fee', feeField),
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <section aria-labelledby={`${ids}-enabled`} className={CARD}>
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id={`${ids}-enabled`} className={HEADING}>
              {tm(M.enabledLabel)}
            </h2>
            <p id={`${ids}-enabled-hint`} className="mt-1 text-sm text-slate-600">
              {tm(M.enabledHint)}
            </p>
          </div>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onChange={field.onChange}
                aria-labelledby={`${ids}-enabled`}
                aria-describedby={`${ids}-enabled-hint`}
              />
            )}
          />
        </div>
      </section>

      <section aria-labelledby={`${ids}-weekly`} className={CARD}>
        <h2 id={`${ids}-weekly`} className={HEADING}>
          {tm(M.weeklyHours)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{tm(M.weeklyHint)}</p>
        {weeklyRoot && <p className="mt-2 text-sm font-medium text-rose-600">{weeklyRoot}</p>}
        <div className="mt-3">
          <Controller
            control={control}
            name="weekly"
            render={({ field }) => (
              <WeeklyHoursEditor value={field.value as WeeklyHours} onChange={field.onChange} errors={weeklyErrors} />
            )}
          />
        </div>
      </section>

      <div className={CARD}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={tm(M.slotMinutesLabel)}
            type="number"
            inputMode="numeric"
            error={errorOf(errors.slot_minutes?.message)}
            {...fields.slotMinutes}
          />
          <TextField
            label={tm(M.seatsLabel)}
            hint={tm(M.seatsHint)}
            type="number"
            inputMode="numeric"
            error={errorOf(errors.seats_per_slot?.message)}
            {...fields.seats}
          />
          <TextField
            label={tm(M.horizonLabel)}
            type="number"
            inputMode="numeric"
            error={errorOf(errors.horizon_days?.message)}
            {...fields.horizon}
          />
          <TextField
            label={tm(M.cutoffLabel)}
            hint={tm(M.cutoffHint)}
            type="number"
            inputMode="numeric"
            error={errorOf(errors.cutoff_minutes?.message)}
            {...fields.cutoff}
          />
        </div>
      </div>

      <section aria-labelledby={`${ids}-off`} className={CARD}>
        <h2 id={`${ids}-off`} className={HEADING}>
          {tm(M.daysOff)}
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">{tm(M.daysOffHint)}</p>
        <Controller
          control={control}
          name="days_off"
          render={({ field }) => (
            <DaysOffEditor
              value={field.value}
              onChange={field.onChange}
              error={errorOf(messagesUnder(errors.days_off)[0])}
            />
          )}
        />
      </section>

      <section aria-labelledby={`${ids}-payment`} className={CARD}>
        <fieldset>
          <legend id={`${ids}-payment`} className={HEADING}>
            {tm(M.paymentLabel)}
          </legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {modes.map((mode) => (
              <label
                key={mode}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500"
              >
                <input type="radio" value={mode} className="size-4 accent-brand-600" {...fields.payment} />
                {tm(PAYMENT_MODE_LABELS[mode])}
              </label>
            ))}
          </div>
        </fieldset>
        {errors.payment?.message && (
          <p className="mt-1.5 text-sm font-medium text-rose-600">{tm(errors.payment.message)}</p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {payment === 'upi_advance' && (
            <TextField
              label={tm(M.upiIdLabel)}
              hint={tm(M.upiIdHint)}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={errorOf(errors.upi_id?.message)}
              {...fields.upiId}
            />
          )}
          {payment !== 'at_visit' && (
            <TextField
              label={tm(M.bookingFeeLabel)}
              hint={tm(M.bookingFeeHint)}
              type="number"
              inputMode="numeric"
              prefix="₹"
              error={errorOf(errors.booking_fee?.message)}
              {...fields.bookingFee}
            />
          )}
        </div>
      </section>

      <div className="mt-6 flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending}>
          {tm(M.saveSettings)}
        </Button>
      </div>
    </form>
  );
}

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES,
  DEFAULT_APPOINTMENT_SETTINGS,
  appointmentSettingsAnswerSchema,
  appointmentSettingsSchema,
  rupeesToPaise,
  type AppointmentSettings,
} from '@kataar/shared/appointments';
import type { AppContext } from '../../app-context';
import { currentMembership } from '../../lib/auth-guard';
import { CHANNELS } from '../../lib/change-bus';
import { ValidationFailed } from '../../lib/errors';
import { bearer, errorResponses } from '../../lib/openapi';
import { upsertSettings } from './appointment-queries';
import { settingsAnswer } from './appointment-read-model';

/** How the owner or a manager sets up bookings: hours, slots, seats, horizon, cutoff, days off, payment. */
export const appointmentSettingsRoutes: FastifyPluginAsync<AppContext> = async (app, context) => {
  const { auth, appointments, providers, withChange, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = auth.requireProviderRole('owner', 'manager');
  const razorpayAvailable = config.razorpay !== undefined;

  const answer = (providerId: string) => {
    const row = appointments.settings(providerId);
    const settings: AppointmentSettings = row ? settingsAnswer(row) : DEFAULT_APPOINTMENT_SETTINGS;
    return { data: { ...settings, booking_fee: settings.booking_fee ?? null, razorpay_available: razorpayAvailable } };
  };

  r.get(
    '/provider/appointments/settings/',
    {
      onRequest: guard,
      schema: {
        tags: ['appointments'],
        summary: 'The business’s appointment settings (owner and manager)',
        description:
          'A business that never saved settings gets the defaults (bookings off). `booking_fee` is in rupees. `razorpay_available` says whether this server has Razorpay keys, i.e. whether `payment: "razorpay"` may be chosen.',
        security: bearer,
        response: { 200: appointmentSettingsAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => answer(currentMembership(request).providerId),
  );

  r.put(
    '/provider/appointments/settings/',
    {
      onRequest: guard,
      schema: {
        tags: ['appointments'],
        summary: 'Save the business’s appointment settings (owner and manager)',
        description:
          'Weekly hours are India (Asia/Kolkata) wall-clock intervals per weekday, e.g. `{"mon":[["10:00","13:00"],["17:00","20:00"]]}`; `"24:00"` ends at midnight. Existing bookings are never dropped: those outside the new hours stay and are flagged in the day view. Paying in advance (`upi_advance`, `razorpay`) needs a booking fee (rupees) or a base price in the profile; `upi_advance` needs `upi_id`; `razorpay` only when the server has Razorpay keys. 400 with field errors otherwise.',
        security: bearer,
        body: appointmentSettingsSchema,
        response: { 200: appointmentSettingsAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { providerId } = currentMembership(request);
      const s = request.body;
      if (s.payment === 'razorpay' && !razorpayAvailable) {
        throw new ValidationFailed({ payment: [APPOINTMENT_MESSAGES.razorpayUnavailable] });
      }
      const basePricing = providers.findById(providerId)?.base_pricing ?? null;
      if (s.payment !== 'at_visit' && !s.booking_fee && !basePricing) {
        throw new ValidationFailed({ booking_fee: [APPOINTMENT_MESSAGES.advanceNeedsAmount] });
      }
      await withChange(async (tx, announce) => {
        await upsertSettings(tx, {
          providerId,
          enabled: s.enabled,
          slotMinutes: s.slot_minutes,
          seatsPerSlot: s.seats_per_slot,
          horizonDays: s.horizon_days,
          cutoffMinutes: s.cutoff_minutes,
          weekly: s.weekly,
          daysOff: [...new Set(s.days_off)].sort(),
          payment: s.payment,
          upiId: s.upi_id,
          bookingFeePaise: s.booking_fee ? rupeesToPaise(s.booking_fee) : null,
        });
        await announce(CHANNELS.appointmentsChanged, providerId);
      });
      return answer(providerId);
    },
  );
};

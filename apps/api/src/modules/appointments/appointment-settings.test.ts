import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_MESSAGES, DEFAULT_APPOINTMENT_SETTINGS } from '@kataar/shared/appointments';
import { providers } from '../../db/schema';
import { CHANNELS, publishChange } from '../../lib/change-bus';
import { signedInUser } from '../../test/auth-fixtures';
import { appointmentsTest, clinicSettings, type AppointmentsTest } from './appointment-test-helpers';

let t: AppointmentsTest;
const url = '/provider/appointments/settings/';

beforeAll(async () => {
  t = await appointmentsTest('settings-clinic');
});
afterAll(() => t.close());

describe('appointment settings', () => {
  it('starts from the defaults with bookings off, and the profile says it takes none', async () => {
    const res = await t.call('GET', url, { auth: t.owner.headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...DEFAULT_APPOINTMENT_SETTINGS, razorpay_available: false });
    const profile = await t.call('GET', `/provider/${t.username}`);
    expect(profile.body.data).toMatchObject({
      username: t.username,
      takes_bookings: false,
      booking_fee: null,
      payment: null,
      razorpay_key_id: null,
      razorpay_checkout_url: null,
    });
  });

  it('lets a manager save and read them; a receptionist and a customer are refused', async () => {
    const manager = await signedInUser(t.database, 'manager@settings-clinic.in', {
      provider: { id: t.providerId, role: 'manager' },
    });
    const saved = await t.call('PUT', url, {
      auth: manager.headers,
      payload: clinicSettings({ payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc', booking_fee: 150 }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ booking_fee: 150, payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc' });
    expect((await t.call('GET', url, { auth: manager.headers })).body.data).toMatchObject({ booking_fee: 150 });
    // Paise in the database, rupees at the edges.
    const profile = await t.call('GET', `/provider/${t.username}`);
    expect(profile.body.data).toMatchObject({ takes_bookings: true, booking_fee: 150, payment: 'upi_advance' });

    const receptionist = await signedInUser(t.database, 'desk@settings-clinic.in', {
      provider: { id: t.providerId, role: 'receptionist' },
    });
    expect((await t.call('GET', url, { auth: receptionist.headers })).status).toBe(403);
    expect((await t.call('PUT', url, { auth: receptionist.headers, payload: clinicSettings() })).status).toBe(403);
    const someone = await t.person('someone');
    expect((await t.call('GET', url, { auth: someone.headers })).status).toBe(403);
  });

  it('charges the base price in advance when no booking fee is set', async () => {
    await t.configure(clinicSettings({ payment: 'upi_advance', upi_id: 'sharmaclinic@okhdfc', booking_fee: null }));
    const profile = await t.call('GET', `/provider/${t.username}`);
    expect(profile.body.data).toMatchObject({ booking_fee: 500, payment: 'upi_advance' });
  });

  it('refuses invalid settings with field errors', async () => {
    const refusal = async (payload: unknown) => {
      const res = await t.call('PUT', url, { auth: t.owner.headers, payload });
      expect(res.status).toBe(400);
      return res.body.errors;
    };
    expect(await refusal(clinicSettings({ slot_minutes: 3 }))).toEqual({
      slot_minutes: [APPOINTMENT_MESSAGES.slotMinutesRange],
    });
    expect(
      await refusal(clinicSettings({ weekly: { ...clinicSettings().weekly, mon: [['13:00', '10:00']] } })),
    ).toEqual({ 'weekly.mon.0': [APPOINTMENT_MESSAGES.intervalOrder] });
    expect(await refusal(clinicSettings({ payment: 'upi_advance', upi_id: null }))).toEqual({
      upi_id: [APPOINTMENT_MESSAGES.upiIdRequired],
    });
    expect(await refusal(clinicSettings({ payment: 'razorpay' }))).toEqual({
      payment: [APPOINTMENT_MESSAGES.razorpayUnavailable],
    });
    expect(await refusal(clinicSettings({ days_off: ['2026-13-01'] }))).toMatchObject({
      'days_off.0': [APPOINTMENT_MESSAGES.invalidDate],
    });
  });
});

describe('paying in advance', () => {
  let free: AppointmentsTest;
  beforeAll(async () => {
    free = await appointmentsTest('free-clinic', {
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'rzp_test_secret',
      RAZORPAY_WEBHOOK_SECRET: 'rzp_test_webhook_secret',
    });
  });
  afterAll(() => free.close());

  it('needs a booking fee when the profile has no base price', async () => {
    await free.database.db.update(providers).set({ basePricing: null }).where(eq(providers.id, free.providerId));
    await publishChange(free.database.db, CHANNELS.providerChanged, free.providerId);
    await vi.waitFor(async () =>
      expect((await free.call('GET', '/provider/free-clinic')).body.data).toMatchObject({ base_pricing: null }),
    );
    const res = await free.call('PUT', url, {
      auth: free.owner.headers,
      payload: clinicSettings({ payment: 'razorpay' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ booking_fee: [APPOINTMENT_MESSAGES.advanceNeedsAmount] });
  });

  it('offers Razorpay when the server has its keys, and tells the profile the key and the script', async () => {
    const res = await free.call('PUT', url, {
      auth: free.owner.headers,
      payload: clinicSettings({ payment: 'razorpay', booking_fee: 200 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payment: 'razorpay', razorpay_available: true });
    const profile = await free.call('GET', '/provider/free-clinic');
    expect(profile.body.data).toMatchObject({
      takes_bookings: true,
      booking_fee: 200,
      payment: 'razorpay',
      razorpay_key_id: 'rzp_test_key',
      razorpay_checkout_url: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });
});

import {
  bookingReferenceLabel,
  istIso,
  paiseToRupees,
  type CustomerAppointment,
  type ProviderAppointment,
  type Refund,
} from '@kataar/shared/appointments';
import type { ProviderPublic } from '@kataar/shared/provider';
import type { AppointmentRow } from './appointment-events';
import type { SettingsRow } from './appointment-queries';
import { beforeCutoff } from './slot-schedule';

/** Statuses a person may still cancel or move. */
export const CHANGEABLE = ['awaiting_payment', 'payment_pending', 'confirmed'] as const;
export const isChangeable = (row: AppointmentRow): boolean => (CHANGEABLE as readonly string[]).includes(row.status);

/**
 * The link any UPI app opens to pay: payee, payee name, amount in rupees with two decimals, INR, a
 * note and the booking reference as the transaction reference (each value URL-encoded, except the
 * '@' of the UPI ID: UPI apps expect the payee address as written, name@bank).
 */
export function upiLink(upiId: string, payeeName: string, amountPaise: number, reference: string): string {
  const params = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', paiseToRupees(amountPaise).toFixed(2)],
    ['cu', 'INR'],
    ['tn', bookingReferenceLabel(reference)],
    ['tr', reference],
  ];
  const encode = (value: string) => encodeURIComponent(value).replaceAll('%40', '@');
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v ?? '')}`).join('&')}`;
}

export const addressOf = (p: Pick<ProviderPublic, 'address_line_1' | 'address_line_2' | 'area' | 'city' | 'pincode'>) =>
  [p.address_line_1, p.address_line_2, p.area, `${p.city} ${p.pincode}`].filter((part) => part?.trim()).join(', ');

/** A booking as the person who made it sees it. */
export function customerView(
  row: AppointmentRow,
  provider: ProviderPublic | undefined,
  settings: SettingsRow | undefined,
  now: Date,
): CustomerAppointment {
  const changeable =
    isChangeable(row) &&
    !(row.status === 'awaiting_payment' && row.holdExpiresAt && row.holdExpiresAt <= now) &&
    beforeCutoff({ cutoffMinutes: settings?.cutoffMinutes ?? 0 }, row.startAt, now);
  const upiDue =
    row.payment === 'upi_advance' &&
    (row.status === 'awaiting_payment' || row.status === 'payment_pending') &&
    !!settings?.upiId;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    start: istIso(row.startAt),
    end: istIso(row.endAt),
    amount: row.amountPaise,
    payment: row.payment,
    ...(upiDue && settings?.upiId
      ? { upi_link: upiLink(settings.upiId, provider?.business_name ?? '', row.amountPaise, row.reference) }
      : {}),
    hold_expires_at: row.status === 'awaiting_payment' && row.holdExpiresAt ? istIso(row.holdExpiresAt) : null,
    provider: {
      username: provider?.username ?? '',
      business_name: provider?.business_name ?? '',
      address: provider ? addressOf(provider) : '',
      latitude: provider?.latitude ?? null,
      longitude: provider?.longitude ?? null,
    },
    can_cancel: changeable,
    can_reschedule: changeable,
  };
}

/** A booking in the provider's day view, with the paise it has received and any money going back. */
export const providerView = (
  row: AppointmentRow,
  money: { paid: number; refund: Refund | null } | undefined,
  outsideHours: boolean,
): ProviderAppointment => ({
  id: row.id,
  reference: row.reference,
  status: row.status,
  start: istIso(row.startAt),
  end: istIso(row.endAt),
  consumer_name: row.consumerName,
  consumer_age: row.consumerAge,
  consumer_contact: row.consumerContact,
  consumer_gender: row.consumerGender,
  amount: row.amountPaise,
  payment: row.payment,
  paid: money?.paid ?? 0,
  outside_hours: outsideHours,
  cancel_reason: row.cancelReason,
  refund: money?.refund ?? null,
});

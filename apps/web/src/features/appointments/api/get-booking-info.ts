import type { ProviderBookingInfo } from '@kataar/shared/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import type { RazorpaySetup } from '../payment-step';

/**
 * The booking part of the public provider answer (GET /provider/{username}): from My appointments,
 * paying a booking online or rescheduling it needs the provider's Checkout setup and horizon.
 */
export const bookingInfoQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['appointments', 'provider', username],
    queryFn: ({ signal }) =>
      api
        .get<DataEnvelope<Partial<ProviderBookingInfo>>>(`/provider/${encodeURIComponent(username)}`, { signal })
        .then((body) => body.data),
    staleTime: 5 * 60_000,
  });

export const useBookingInfo = (username: string, enabled = true) =>
  useQuery({ ...bookingInfoQueryOptions(username), enabled });

export const razorpaySetup = (info: Partial<ProviderBookingInfo> | undefined): RazorpaySetup | null =>
  info?.razorpay_key_id && info.razorpay_checkout_url
    ? { keyId: info.razorpay_key_id, checkoutUrl: info.razorpay_checkout_url }
    : null;

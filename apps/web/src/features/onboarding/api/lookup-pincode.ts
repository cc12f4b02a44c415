import { isCompletePincode, type PincodeInfo } from '@kataar/shared/pincode';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';

/** GET /pincode/{pin}: our own offline lookup (district → city, state, and the PIN's localities). */
export const lookupPincode = (pin: string, signal?: AbortSignal): Promise<PincodeInfo> =>
  api
    .get<DataEnvelope<PincodeInfo>>(`/pincode/${encodeURIComponent(pin)}`, { signal, auth: false })
    .then((body) => body.data);

export const pincodeQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: ['pincode', pin],
    queryFn: ({ signal }) => lookupPincode(pin, signal),
    // PIN codes do not move.
    staleTime: Infinity,
    retry: false,
  });

/** The lookup runs on exactly 6 digits. */
export const usePincodeLookup = (pin: string) =>
  useQuery({ ...pincodeQueryOptions(pin), enabled: isCompletePincode(pin) });

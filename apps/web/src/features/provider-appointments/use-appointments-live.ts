import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProviderQueryOptions } from '../../lib/own-provider';
import { useQueueStream } from '../../lib/use-queue-stream';
import { APPOINTMENT_KEYS } from './api/keys';

/**
 * The day view follows the provider's own queue stream: an `appointments` event names the date a
 * booking changed on (someone booked from their phone, a colleague checked someone in), and that
 * date is refetched if it is on screen. `live` false means the stream is down and the day polls.
 */
export function useAppointmentsLive(): { live: boolean } {
  const queryClient = useQueryClient();
  const provider = useQuery(ownProviderQueryOptions());
  return useQueueStream(
    provider.data?.username,
    () => undefined,
    (date) => void queryClient.invalidateQueries({ queryKey: APPOINTMENT_KEYS.day(date) }),
  );
}

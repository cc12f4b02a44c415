import type { QueueOverview } from '@kataar/shared/queue';
import { isIsoDay } from '@kataar/shared/appointment-labels';
import { isQueueOverview, streamTokenOf } from '@kataar/shared/queue-overview-guard';
import { useEffect, useEffectEvent, useState } from 'react';
import { API_BASE, api } from './api';
import { useSession } from './session';

/** First wait before reopening a dropped stream; doubles per failure up to the maximum. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

const queuePath = (username: string) => `/queue/${encodeURIComponent(username)}`;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A 60-second token for EventSource, which cannot send the bearer header. Signed-in callers get
 * their own position in the stream. An expired session is not a reason to open the login popup
 * here: the stream then stays anonymous or falls back to polling.
 */
async function fetchStreamToken(username: string): Promise<string> {
  const answer = await api.post<unknown>(`${queuePath(username)}/stream-token/`, undefined, { promptLogin: false });
  const token = streamTokenOf(answer);
  if (token === null) throw new Error('The stream-token answer has no token');
  return token;
}

/**
 * Subscribes to a queue's live overview (GET /queue/{username}/events, Server-Sent Events) and
 * hands every `overview` event to `onOverview`. The consumer widget and the provider's dashboard
 * (subscribed to their own queue) both use it. A provider's members also get `appointments` events
 * ({date}: a booking on that India date changed), handed to `onAppointments`. When the stream drops (server restart, expired token,
 * network) it asks for a fresh token and reopens, backing off; `live` is false meanwhile, which is
 * the caller's cue to poll instead (spec: every 5 seconds). Reconnects when the user changes, so
 * the position in the events is always the signed-in user's.
 */
export function useQueueStream(
  username: string | null | undefined,
  onOverview: (overview: QueueOverview) => void,
  onAppointments?: (date: string) => void,
): { live: boolean } {
  const userId = useSession().user?.id ?? null;
  const [live, setLive] = useState(false);
  const deliver = useEffectEvent(onOverview);
  const deliverAppointments = useEffectEvent((date: string) => onAppointments?.(date));

  useEffect(() => {
    if (!username || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;

    const retry = () => {
      if (stopped) return;
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(failures, 5));
      failures += 1;
      clearTimeout(timer);
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      timer = undefined;
      let token: string;
      try {
        token = await fetchStreamToken(username);
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const opened = new EventSource(`${API_BASE}${queuePath(username)}/events?token=${encodeURIComponent(token)}`);
      source = opened;
      opened.addEventListener('overview', (event: MessageEvent<string>) => {
        // The stream comes from this app's own server; its shape is checked without the validation
        // library, which the page would otherwise download for this alone (queue-overview-guard.ts).
        const overview = parseJson(event.data);
        if (!isQueueOverview(overview)) return;
        failures = 0;
        setLive(true);
        deliver(overview);
      });
      opened.addEventListener('appointments', (event: MessageEvent<string>) => {
        const data: unknown = parseJson(event.data);
        const date = typeof data === 'object' && data !== null && 'date' in data ? data.date : undefined;
        if (isIsoDay(date)) deliverAppointments(date);
      });
      // EventSource would retry with the same URL, whose token expires after a minute: start over.
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        setLive(false);
        retry();
      };
    };

    // Back online: do not wait for the backoff.
    const onOnline = () => {
      if (source || stopped || timer === undefined) return;
      clearTimeout(timer);
      failures = 0;
      void connect();
    };

    window.addEventListener('online', onOnline);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('online', onOnline);
      setLive(false);
    };
  }, [username, userId]);

  return { live };
}

import { queueDisplayAnswerSchema, queueDisplaySchema, type QueueDisplay } from '@kataar/shared/display';
import { useEffect, useState } from 'react';
import { API_BASE, ApiError, api } from '../../lib/api';

/** After the browser gives up on a stream (an error answer, not a dropped connection): first wait, doubled per failure. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

export type DisplayConnection = 'connecting' | 'live' | 'reconnecting' | 'not-found';

const displayPath = (username: string) => `/queue/${encodeURIComponent(username)}/display`;

/**
 * The waiting-room display's data, live over /queue/{username}/display/events. The stream is
 * public and needs no token, so EventSource reconnects to the same URL by itself after a dropped
 * connection; the screen says 'Reconnecting…' meanwhile and keeps showing the last data. When the
 * browser gives up (the server answered with an error), this asks the plain answer whether the
 * provider exists at all and reopens with back-off; coming back online reopens at once.
 */
export function useDisplayStream(username: string): { data: QueueDisplay | null; connection: DisplayConnection } {
  const [data, setData] = useState<QueueDisplay | null>(null);
  const [connection, setConnection] = useState<DisplayConnection>('connecting');

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;

    const reopenLater = () => {
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(failures, 5));
      failures += 1;
      clearTimeout(timer);
      timer = setTimeout(connect, delay);
    };

    // The browser gave up: a missing provider stays missing, anything else is worth another try.
    const afterGivingUp = async () => {
      try {
        const answer = queueDisplayAnswerSchema.parse(
          await api.get<unknown>(`${displayPath(username)}/`, { auth: false, promptLogin: false }),
        );
        if (stopped) return;
        setData(answer.data);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status === 404) {
          setConnection('not-found');
          return;
        }
      }
      reopenLater();
    };

    function connect() {
      timer = undefined;
      if (stopped) return;
      const opened = new EventSource(`${API_BASE}${displayPath(username)}/events`);
      source = opened;
      opened.addEventListener('display', (event: MessageEvent<string>) => {
        let parsed;
        try {
          parsed = queueDisplaySchema.safeParse(JSON.parse(event.data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        failures = 0;
        setData(parsed.data);
        setConnection('live');
      });
      opened.onerror = () => {
        if (stopped || source !== opened) return;
        setConnection((now) => (now === 'not-found' ? now : 'reconnecting'));
        // CONNECTING: the browser retries by itself (the server's `retry:` delay). CLOSED: it gave up.
        if (opened.readyState === EventSource.CLOSED) {
          source = null;
          void afterGivingUp();
        }
      };
    }

    // Back online: do not wait for a back-off or for the browser's own retry.
    const onOnline = () => {
      if (stopped) return;
      source?.close();
      source = null;
      clearTimeout(timer);
      failures = 0;
      connect();
    };

    window.addEventListener('online', onOnline);
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('online', onOnline);
    };
  }, [username]);

  return { data, connection };
}

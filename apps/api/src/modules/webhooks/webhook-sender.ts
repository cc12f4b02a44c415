import { createHmac } from 'node:crypto';
import { request, type Agent } from 'node:https';
import { isIP } from 'node:net';
import { checkedAddresses, checkedLookup } from './webhook-address';

/** A receiver that has not answered in this time has failed this attempt; it is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Kataar-Webhooks/1.0';

export interface WebhookRequest {
  url: string;
  secret: string;
  event: string;
  eventId: string;
  /** The exact bytes that are signed and sent. */
  body: string;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Node's global agent when undefined; tests pass one that trusts their self-signed receiver. */
  agent?: Agent | undefined;
  /** Aborts the request (the dispatcher's own time limit). */
  signal?: AbortSignal;
}

/** What came of one attempt: the receiver's status code, or why none came. */
export type Attempt = { statusCode: number; error: null } | { statusCode: null; error: string };

/** `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the provider's secret. */
export const signature = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * Posts one signed event. Never follows a redirect (the new address would not have been checked)
 * and connects only to addresses that passed the private-network check at this moment.
 */
export async function postWebhook(req: WebhookRequest, options: SendOptions): Promise<Attempt> {
  const url = new URL(req.url);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  try {
    // A literal IP is not looked up by the socket, so it is checked here.
    if (isIP(hostname)) await checkedAddresses(hostname, options.allowPrivate);
  } catch (err) {
    return { statusCode: null, error: (err as Error).message };
  }
  return new Promise((resolve) => {
    const outgoing = request(
      {
        protocol: 'https:',
        hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        lookup: checkedLookup(options.allowPrivate),
        servername: isIP(hostname) ? undefined : hostname,
        agent: options.agent,
        signal: options.signal,
        timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(req.body),
          'User-Agent': USER_AGENT,
          'X-Kataar-Event': req.event,
          'X-Kataar-Delivery': req.eventId,
          'X-Kataar-Signature': signature(req.secret, req.body),
        },
      },
      (response) => {
        // Only the status matters: the body is not read, so a receiver cannot keep us reading.
        response.destroy();
        resolve({ statusCode: response.statusCode ?? 0, error: null });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (err) => resolve({ statusCode: null, error: err.message.slice(0, 300) }));
    outgoing.end(req.body);
  });
}

/**
 * 2xx is delivered. 410 Gone says the endpoint no longer exists: not tried again. Everything else
 * (no answer, timeouts, 3xx, 4xx, 5xx) is tried again, as Stripe and Standard Webhooks do: a
 * receiver that is misconfigured for a few minutes still gets the event once it is fixed.
 */
export function outcome(attempt: Attempt): 'delivered' | 'retry' | 'gone' {
  if (attempt.statusCode === null) return 'retry';
  if (attempt.statusCode >= 200 && attempt.statusCode < 300) return 'delivered';
  return attempt.statusCode === 410 ? 'gone' : 'retry';
}

/** Tries in all, the first included. */
export const WEBHOOK_MAX_ATTEMPTS = 6;

/** Wait before try n+1 after n failed tries: 2, 4, 8, 16, 32 minutes, ≈ 1 hour in all. */
export const webhookBackoffMs = (failedAttempts: number): number => 2 ** failedAttempts * 60_000;

import { request, type Agent } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Receivers answer with anything; more than this of their answer is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a body to an HTTPS URL and answers the status and (the start of) the response body, whatever
 * the status. Rejects on network errors and when `signal` aborts. `agent` undefined uses Node's
 * global agent, which trusts the system CAs plus NODE_EXTRA_CA_CERTS.
 */
export function httpsPost(
  url: string,
  body: string | Buffer,
  options: { headers?: Record<string, string>; agent?: Agent | undefined; signal?: AbortSignal } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (target.protocol !== 'https:') {
      reject(new Error(`only https: URLs are posted to, not ${target.protocol}`));
      return;
    }
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: options.agent,
        signal: options.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

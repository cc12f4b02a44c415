import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The whole message as received (headers and body). */
  raw: string;
}

export interface MailCatcher {
  /** SMTP_URL for the app: plain SMTP on 127.0.0.1, no TLS, no login. */
  url: string;
  mails: CaughtMail[];
  /** The newest mail to an address. */
  lastTo(address: string): CaughtMail | undefined;
  /** The login code of the newest mail to an address (the subject starts with it). */
  codeFor(address: string): string;
  close(): Promise<void>;
}

/** A real SMTP server on a free port that keeps every mail it receives in memory. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const lastTo = (address: string) => mails.findLast((m) => m.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    lastTo,
    codeFor(address) {
      const code = /^(\d{6})\b/.exec(lastTo(address)?.subject ?? '')?.[1];
      if (!code) throw new Error(`no login code was mailed to ${address}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createMailer } from './mailer';

describe('createMailer without SMTP_URL', () => {
  it('writes the whole mail, code included, to the server log', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Kataar <no-reply@kataar.in>', log: app.log });
    expect(mailer.mode).toBe('log');
    await mailer.send({
      to: 'asha@example.in',
      subject: '123456 is your Kataar login code',
      text: 'Your Kataar login code is 123456.',
    });
    const entry = JSON.parse(lines.at(-1) ?? '{}');
    expect(entry.msg).toContain('123456 is your Kataar login code');
    expect(entry.msg).toContain('asha@example.in');
    expect(entry.mail.text).toBe('Your Kataar login code is 123456.');
    await app.close();
  });
});

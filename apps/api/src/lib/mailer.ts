import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail, e.g. a booking's calendar event. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  /** 'log' when SMTP_URL is unset: mails (one-time codes included) go to the server log. */
  readonly mode: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

/** Sends mail over SMTP_URL with nodemailer, or writes it to the log so the embedded default works out of the box. */
export function createMailer({ smtpUrl, from, log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      mode: 'log',
      async send(mail) {
        log.info(
          {
            mail: {
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              attachments: mail.attachments?.map((a) => a.filename),
            },
          },
          `Mail not sent (SMTP_URL is unset): "${mail.subject}" to ${mail.to}`,
        );
      },
      close: () => undefined,
    };
  }
  // Short timeouts: a request waits for the send, and a dead relay must not hang it for minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    mode: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments && { attachments: mail.attachments }),
      });
    },
    close: () => transport.close(),
  };
}

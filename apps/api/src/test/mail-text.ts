import type { CaughtMail } from './mail-catcher';

/** The body of a caught plain-text mail, quoted-printable decoded (nodemailer wraps long lines). */
export function mailText(mail: CaughtMail | undefined): string {
  if (!mail) return '';
  const headerEnd = mail.raw.search(/\r?\n\r?\n/);
  const body = headerEnd === -1 ? '' : mail.raw.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(mail.raw)) return body;
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

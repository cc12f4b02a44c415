import libmime from 'libmime';
import type { CaughtMail } from './mail-catcher';

/** A plain-text body, quoted-printable or base64 decoded as its own headers say. */
function decodedText(headers: string, body: string): string {
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) return body;
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/**
 * The text of a caught plain-text mail, decoded (nodemailer picks quoted-printable or base64 by
 * content); of a mail with attachments, its text/plain part.
 */
export function mailText(mail: CaughtMail | undefined): string {
  if (!mail) return '';
  const headerEnd = mail.raw.search(/\r?\n\r?\n/);
  const headers = mail.raw.slice(0, Math.max(0, headerEnd));
  const body = headerEnd === -1 ? '' : mail.raw.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(headers)?.[1];
  if (!boundary) return decodedText(headers, body);
  const part = body
    .split(`--${boundary}`)
    .find((p) => /^\s*Content-Type: text\/plain/im.test(p.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) return '';
  const partHeaderEnd = part.search(/\r?\n\r?\n/);
  return decodedText(part.slice(0, partHeaderEnd), part.slice(partHeaderEnd).replace(/^\r?\n\r?\n/, ''));
}

/** The Subject header of a caught mail, unfolded and with its RFC 2047 encoded words (non-ASCII subjects) decoded. */
export function mailSubject(mail: CaughtMail | undefined): string {
  if (!mail) return '';
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  return libmime.decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '').trim();
}

import type { CaughtMail } from './mail-catcher';

/** The body of a caught plain-text mail, quoted-printable or base64 decoded (nodemailer picks by content). */
export function mailText(mail: CaughtMail | undefined): string {
  if (!mail) return '';
  const headerEnd = mail.raw.search(/\r?\n\r?\n/);
  const body = headerEnd === -1 ? '' : mail.raw.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  // Only a single-part mail's own header decides; a multipart mail's attachments are base64 too.
  if (/^Content-Transfer-Encoding: base64/im.test(mail.raw.slice(0, Math.max(0, headerEnd))))
    return Buffer.from(body, 'base64').toString('utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(mail.raw)) return body;
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** The Subject header of a caught mail, unfolded and with its RFC 2047 encoded words (non-ASCII subjects) decoded. */
export function mailSubject(mail: CaughtMail | undefined): string {
  if (!mail) return '';
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@kataar/shared/upload';
import { apply, applicationPayload } from '../../test/application-fixtures';
import { signedInUser, type SignedInUser } from '../../test/auth-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: SignedInUser;
let users = 0;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  user = await signedInUser(t.database, `documents${++users}@example.in`);
});
afterAll(() => t.close());

/** A small but whole PDF: header, one empty page, cross-reference table and trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

function upload(path: '/uploads/' | '/uploads/document/', file: { filename: string; type: string; data: Buffer }) {
  const boundary = `----kataar${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/v1/api${path}`,
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const uploadPdf = () => upload('/uploads/document/', { filename: 'pan-card.pdf', type: 'application/pdf', data: PDF });

describe('POST /uploads/document/', () => {
  it('stores a real PDF as sent and serves it only as a download', async () => {
    const res = await uploadPdf();
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      kind: 'pdf',
      secure_url: expect.stringMatching(/^\/uploads\/d\/[0-9a-f]{32}\.pdf$/),
      thumbnail_url: null,
      width: null,
      height: null,
    });

    const file = await t.app.inject({ method: 'GET', url: answer.secure_url });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a file named and typed as a PDF whose bytes do not start with %PDF-', async () => {
    const fake = Buffer.from('<html><body>Not a PDF at all</body></html>');
    const res = await upload('/uploads/document/', { filename: 'pan-card.pdf', type: 'application/pdf', data: fake });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: UPLOAD_MESSAGES.notAPdf, errors: { file: [UPLOAD_MESSAGES.notAPdf] } });
  });

  it('takes an image too, re-encoded as the photo upload does', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c82' } })
      .png()
      .toBuffer();
    const res = await upload('/uploads/document/', { filename: 'licence.png', type: 'image/png', data: png });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'image', secure_url: expect.stringMatching(/\.webp$/), width: 40 });
  });

  it('refuses what is neither a PDF nor an image, naming both', async () => {
    const res = await upload('/uploads/document/', {
      filename: 'notes.txt',
      type: 'text/plain',
      data: Buffer.from('hello'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.documentWrongType);
  });
});

describe('a PDF where a photo belongs', () => {
  it('the photo upload refuses a PDF', async () => {
    const res = await upload('/uploads/', { filename: 'me.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.wrongType);
  });

  it('an application takes a PDF for the PAN card and the licence, never for the profile photo', async () => {
    const pdfUrl = (await uploadPdf()).json().secure_url as string;
    const refused = await apply(t.app, user, applicationPayload({ profile_photo: pdfUrl }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: UPLOAD_MESSAGES.pdfNotAPhoto,
      errors: { profile_photo: [UPLOAD_MESSAGES.pdfNotAPhoto] },
    });

    const licenceUrl = (await uploadPdf()).json().secure_url as string;
    const accepted = await apply(t.app, user, applicationPayload({ pancard_photo: pdfUrl, licence_photo: licenceUrl }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data).toMatchObject({ pancard_photo: pdfUrl, licence_photo: licenceUrl });
  });
});

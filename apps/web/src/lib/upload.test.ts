import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@kataar/shared/upload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSUMER, loginAnswer } from '../test/fake-auth-server';
import { jsonResponse, mockFetch } from '../test/render';
import { ApiError } from './api';
import { getSession, signIn } from './session';
import { checkImageFile, uploadFile } from './upload';

type Reply = { status: number; body: unknown };

/** A stand-in XMLHttpRequest: records what was sent and answers with the next reply. */
class FakeXhr {
  static replies: Reply[] = [];
  static sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  timeout = 0;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, headers: this.headers, body });
    const reply = FakeXhr.replies.shift();
    queueMicrotask(() => {
      if (!reply) {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

const png = (bytes = 4, type = 'image/png') => new File([new Uint8Array(bytes)], 'photo.png', { type });
const ANSWER = { secure_url: '/uploads/u/abc.webp', thumbnail_url: '/uploads/u/abc-thumb.webp', width: 10, height: 10 };

const useFakeXhr = (...replies: Reply[]) => {
  FakeXhr.replies = replies;
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
};
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('refuses empty, wrong-type and too-large files before sending them', () => {
    expect(checkImageFile(png(0))).toBe(UPLOAD_MESSAGES.empty);
    expect(checkImageFile(png(4, 'image/svg+xml'))).toBe(UPLOAD_MESSAGES.wrongType);
    expect(checkImageFile(png(4, 'application/pdf'))).toBe(UPLOAD_MESSAGES.wrongType);
    expect(checkImageFile(png(UPLOAD_MAX_BYTES + 1))).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(checkImageFile(png(UPLOAD_MAX_BYTES))).toBeNull();
    expect(checkImageFile(png(4, 'image/webp'))).toBeNull();
  });

  it('takes a PDF only where a document is asked for', () => {
    const document = { document: true };
    expect(checkImageFile(png(4, 'application/pdf'), document)).toBeNull();
    expect(checkImageFile(new File(['%PDF-1.4'], 'scan.pdf'), document)).toBeNull();
    expect(checkImageFile(png(4, 'image/png'), document)).toBeNull();
    expect(checkImageFile(png(4, 'text/plain'), document)).toBe(UPLOAD_MESSAGES.documentWrongType);
  });

  it('posts the file with the bearer token, reports progress and resolves to the hosted URL', async () => {
    signIn(loginAnswer(CONSUMER));
    useFakeXhr({ status: 201, body: ANSWER });
    const progress: number[] = [];
    await expect(uploadFile(png(), (p) => progress.push(p))).resolves.toEqual(ANSWER);
    expect(progress).toEqual([50, 100]);
    const [sent] = FakeXhr.sent;
    expect(sent?.url).toBe('/v1/api/uploads/');
    expect(sent?.headers.Authorization).toBe(`Bearer ${getSession().access}`);
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("rejects with the server's message", async () => {
    signIn(loginAnswer(CONSUMER));
    useFakeXhr({ status: 413, body: { message: UPLOAD_MESSAGES.tooLarge } });
    await expect(uploadFile(png())).rejects.toMatchObject({ message: UPLOAD_MESSAGES.tooLarge, status: 413 });
    useFakeXhr();
    await expect(uploadFile(png())).rejects.toMatchObject({ message: UPLOAD_MESSAGES.uploadFailed });
    await expect(uploadFile(png(0))).rejects.toBeInstanceOf(ApiError);
  });

  it('a 401 refreshes the session once and sends again with the new token', async () => {
    signIn(loginAnswer(CONSUMER));
    mockFetch(() => jsonResponse({ access: 'fresh-access', refresh: 'fresh-refresh' }));
    useFakeXhr({ status: 401, body: { message: 'Authentication required' } }, { status: 201, body: ANSWER });
    await expect(uploadFile(png())).resolves.toEqual(ANSWER);
    expect(FakeXhr.sent.map((s) => s.headers.Authorization)).toEqual([
      `Bearer ${loginAnswer(CONSUMER).access}`,
      'Bearer fresh-access',
    ]);
  });
});

import { MESSAGES } from '@kataar/shared/messages';
import {
  PDF_TYPE,
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type DocumentUploadAnswer,
  type UploadAnswer,
} from '@kataar/shared/upload';
import { API_BASE, ApiError, refreshAccessToken } from './api';
import { openLoginPopup } from './login-popup';
import { clearSession, getSession } from './session';

/** A 10 MB image on a slow mobile link takes longer than the 30 s of a JSON call. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** A PDF as the browser tells: its type, or its name where the system types no PDF. */
export const isPdfFile = (file: File): boolean => file.type === PDF_TYPE || /\.pdf$/i.test(file.name);

/**
 * The checks the server makes that the browser can make first (type and size), so a wrong file
 * is refused at once instead of after its upload. The server still judges the bytes. A document
 * (the PAN card, the licence) may also be a PDF.
 */
export function checkImageFile(file: File, { document = false } = {}): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  const image = (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type);
  if (!image && !(document && isPdfFile(file)))
    return document ? UPLOAD_MESSAGES.documentWrongType : UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/** The photo upload's answer, or the document upload's (which says whether it kept a PDF). */
type Answer = UploadAnswer | DocumentUploadAnswer;

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && typeof (value as { secure_url?: unknown }).secure_url === 'string';

interface Sent {
  status: number;
  body: unknown;
}

/** One multipart POST with XMLHttpRequest, whose upload events report progress (fetch has none). */
function send(
  path: string,
  file: File,
  token: string | null,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(UPLOAD_MESSAGES.uploadFailed, 500));
    xhr.ontimeout = () => reject(new ApiError('The upload took too long. Please try again.', 408));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads an image to POST /uploads/ (a document, which may be a PDF, to POST /uploads/document/)
 * with the bearer token and resolves to its hosted URL (`secure_url`, like the hosting service the
 * spec used). `onProgress` gets 0–100 as bytes leave.
 * A 401 refreshes the session once, as every API call does; a session that cannot be renewed ends
 * and the login popup opens. Failures reject with an ApiError carrying the server's message.
 */
export async function uploadFile(
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  { document = false } = {},
): Promise<Answer> {
  const refused = checkImageFile(file, { document });
  if (refused) throw new ApiError(refused, 400);

  const path = document ? '/uploads/document/' : '/uploads/';
  const token = getSession().access;
  let answer = await send(path, file, token, onProgress, signal);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken(token);
    if (fresh === null) {
      clearSession();
      openLoginPopup();
      throw new ApiError(MESSAGES.authRequired, 401);
    }
    onProgress?.(0);
    answer = await send(path, file, fresh, onProgress, signal);
  }

  const { status, body } = answer;
  if (status >= 200 && status < 300 && isAnswer(body)) return body;
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : status === 401
        ? MESSAGES.authRequired
        : UPLOAD_MESSAGES.uploadFailed;
  throw new ApiError(message, status || 500, undefined, body);
}

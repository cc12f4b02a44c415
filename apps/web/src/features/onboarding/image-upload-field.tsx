import { APPLICATION_MESSAGES } from '@kataar/shared/application';
import { DOCUMENT_ACCEPT, UPLOAD_ACCEPT, UPLOAD_MESSAGES, isPdfUrl } from '@kataar/shared/upload';
import { FileText, ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { uploadFile } from '../../lib/upload';
import type { OnboardingValues, WizardContext } from './onboarding-values';

type ImageField = 'profile_photo' | 'pancard_photo' | 'licence_photo';

interface ImageUploadFieldProps {
  name: ImageField;
  label: string;
  required?: boolean;
  control: Control<OnboardingValues, WizardContext>;
  /** Uploads belong to an account: when false, choosing a file asks to log in instead. */
  canUpload: boolean;
  onLoginNeeded: () => void;
  onBusyChange: (name: ImageField, busy: boolean) => void;
  /** The PAN card and the licence may be a PDF; the profile photo is always an image. */
  acceptsPdf?: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One document upload: choose or drop an image (or a PDF where accepted), watch its progress, see
 * it, remove it. A PDF is never rendered: the field names the file instead.
 */
export function ImageUploadField({
  name,
  label,
  required,
  control,
  canUpload,
  onLoginNeeded,
  onBusyChange,
  acceptsPdf = false,
}: ImageUploadFieldProps) {
  const { t } = useTranslation('onboarding');
  const tm = useLocalizeMessage();
  const inputId = useId();
  const statusId = useId();
  const {
    field: { ref, value, onChange },
    fieldState,
  } = useController({ name, control });
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // The name of the PDF chosen here; a PDF restored from the saved draft has only its stored URL.
  const [pdfName, setPdfName] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file) return;
    if (!canUpload) {
      onLoginNeeded();
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setFailure(null);
    setProgress(0);
    onBusyChange(name, true);
    try {
      const answer = await uploadFile(file, setProgress, controller.signal, { document: acceptsPdf });
      setPdfName('kind' in answer && answer.kind === 'pdf' ? file.name : null);
      onChange(answer.secure_url);
    } catch (error) {
      if (isAbort(error)) return;
      // The spec only logged these; the applicant sees the reason (wrong type, too large...).
      console.warn('Upload failed', error);
      setFailure(errorMessage(error));
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        onBusyChange(name, false);
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files[0]);
  };

  const uploading = progress !== null;
  const raw = failure ?? fieldState.error?.message;
  const message = raw ? tm(raw) : undefined;
  const uploaded = Boolean(value);
  const pdf = uploaded && isPdfUrl(value);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-slate-800">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-rose-600">
              *
            </span>
          )}
        </span>
        <span id={statusId} className={`text-xs font-semibold ${uploaded ? 'text-brand-700' : 'text-slate-500'}`}>
          {tm(uploaded ? APPLICATION_MESSAGES.uploaded : APPLICATION_MESSAGES.notUploaded)}
        </span>
      </div>
      <div
        className={`mt-1.5 flex items-center gap-4 rounded-2xl border-2 border-dashed p-3 transition-colors ${
          dragging ? 'border-brand-500 bg-brand-50' : message ? 'border-rose-300 bg-rose-50/40' : 'border-slate-300'
        }`}
      >
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 sm:size-20">
          {pdf ? (
            <FileText aria-hidden="true" className="size-8 text-brand-700" />
          ) : uploaded ? (
            <img src={value} alt={t('upload.preview', { label })} className="size-full object-cover" />
          ) : (
            <ImageUp aria-hidden="true" className="size-7 text-slate-400" />
          )}
        </div>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className="min-w-0 flex-1 cursor-pointer rounded-lg outline-brand-600 has-[:focus-visible]:outline-2"
        >
          <span className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {uploading ? t('upload.uploading') : uploaded ? t('upload.replace') : t('upload.choose')}
          </span>
          <span className="hidden text-sm text-slate-600 sm:inline">{t('upload.drag')}</span>
          {pdf && (
            <span className="mt-0.5 block truncate text-sm font-medium text-slate-800">
              {pdfName ?? t('upload.pdfDocument')}
            </span>
          )}
          <span className="mt-0.5 block text-xs text-slate-500">
            {tm(acceptsPdf ? UPLOAD_MESSAGES.documentHint : UPLOAD_MESSAGES.hint)}
          </span>
          <input
            ref={ref}
            id={inputId}
            type="file"
            accept={acceptsPdf ? DOCUMENT_ACCEPT : UPLOAD_ACCEPT}
            aria-label={label}
            aria-describedby={statusId}
            aria-invalid={message ? true : undefined}
            disabled={uploading}
            onClick={(event) => {
              if (canUpload) return;
              event.preventDefault();
              onLoginNeeded();
            }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be chosen again after a failure.
              event.target.value = '';
              void start(file);
            }}
            className="sr-only"
          />
          {uploading && (
            <span
              role="progressbar"
              aria-label={t('upload.progress', { label })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <span className="block h-full bg-brand-500 transition-[width]" style={{ width: `${progress}%` }} />
            </span>
          )}
        </label>
        {uploaded && !uploading && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('upload.remove', { label })}
            className="flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-rose-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      {message && <p className="mt-1.5 text-sm font-medium text-rose-600">{message}</p>}
    </div>
  );
}

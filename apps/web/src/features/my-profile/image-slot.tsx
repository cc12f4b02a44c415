import { UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '@kataar/shared/upload';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { uploadFile } from '../../lib/upload';

interface ImageSlotProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  required?: boolean;
  readOnly?: boolean;
  /** The reason of the last failed upload, shown under the slots (the toast says 'Failed to upload image'). */
  onFailure: (reason: string | null) => void;
}

/** One of the four image slots of My profile: empty, uploading (spinner) or filled (with ✕ to remove). */
export function ImageSlot({ label, value, onChange, required, readOnly, onFailure }: ImageSlotProps) {
  const { t } = useTranslation('my-profile');
  const tm = useLocalizeMessage();
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setUploading(true);
    onFailure(null);
    try {
      const answer = await uploadFile(file, undefined, controller.signal);
      onChange(answer.secure_url);
      toast.success(tm(UPLOAD_MESSAGES.uploaded));
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(tm(UPLOAD_MESSAGES.failed));
      onFailure(errorMessage(error));
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  return (
    <div className="min-w-0">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        {value ? (
          <img src={value} alt={label} className="size-full object-cover" />
        ) : (
          <label
            htmlFor={inputId}
            className={`flex size-full flex-col items-center justify-center gap-1 border-2 border-dashed border-slate-300 p-2 text-center text-xs font-semibold text-slate-500 ${
              readOnly ? '' : 'cursor-pointer hover:border-brand-400 hover:bg-brand-50 hover:text-brand-700'
            } rounded-2xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600`}
          >
            <ImagePlus aria-hidden="true" className="size-6" />
            <span aria-hidden="true">{readOnly ? t('image.none') : t('image.add')}</span>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label={label}
              disabled={readOnly || uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void upload(file);
              }}
              className="sr-only"
            />
          </label>
        )}
        {uploading && (
          <div role="status" className="absolute inset-0 flex items-center justify-center bg-white/75">
            <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-brand-600" />
            <span className="sr-only">{t('image.uploading', { label })}</span>
          </div>
        )}
        {value && !uploading && !readOnly && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('image.remove', { label })}
            className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-slate-900/70 text-white shadow hover:bg-rose-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p className="mt-1.5 truncate text-center text-xs font-medium text-slate-600">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-rose-600">
            *
          </span>
        )}
      </p>
    </div>
  );
}

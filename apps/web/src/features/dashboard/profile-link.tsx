import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';

/** The 'copied' tick shows for 2 seconds. */
export const COPIED_MS = 2000;

/** The public profile's address, copyable; consumers join the queue there. */
export function ProfileLink({ username }: { username: string }) {
  const { t } = useTranslation('dashboard');
  const url = `${window.location.origin}${paths.profile(username)}`;
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t('link.copyFailed'));
    }
  };

  return (
    <div className="flex w-full min-w-0 items-center gap-2 rounded-2xl bg-slate-50 py-1.5 pr-1.5 pl-4 ring-1 ring-slate-200 sm:w-auto sm:flex-1">
      <a
        href={paths.profile(username)}
        target="_blank"
        rel="noreferrer"
        className="min-w-0 flex-1 truncate text-sm font-medium text-brand-700 hover:underline"
      >
        {url}
      </a>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? t('link.copied') : t('link.copy')}
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-xl transition ${
          copied
            ? 'bg-emerald-500 text-white'
            : 'bg-white text-slate-600 shadow-sm ring-1 ring-slate-200 hover:text-brand-700'
        }`}
      >
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? t('link.copiedStatus') : ''}
      </span>
    </div>
  );
}

import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

/** The signing secret, right after it was made: the only time it can be read and copied. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('my-profile');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error(t('webhook.copyFailed'));
    }
  };

  return (
    <div role="status" className="mt-5 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <KeyRound aria-hidden="true" className="size-4" />
        {t('webhook.secretTitle')}
      </p>
      <p className="mt-1 text-sm text-amber-900">{t('webhook.secretHint')}</p>
      <div className="mt-3 flex items-center gap-2 rounded-xl bg-white py-1.5 pr-1.5 pl-3 ring-1 ring-amber-200">
        <code aria-label={t('webhook.secret')} className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900">
          {secret}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={copied ? t('webhook.secretCopied') : t('webhook.copySecret')}
          className={`inline-flex size-9 shrink-0 items-center justify-center rounded-xl transition ${
            copied ? 'bg-emerald-500 text-white' : 'bg-white text-slate-600 shadow-sm ring-1 ring-slate-200'
          }`}
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        </button>
      </div>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onDone}>
        {t('webhook.saved')}
      </Button>
    </div>
  );
}

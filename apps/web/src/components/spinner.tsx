import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** A live region, so screen readers hear the loading text the spec fixes ('Loading providers...'). */
export function Spinner({ label, className = '' }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      {label ? <span className="text-sm font-medium">{label}</span> : <span className="sr-only">{t('loading')}</span>}
    </div>
  );
}

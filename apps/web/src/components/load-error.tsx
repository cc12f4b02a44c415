import { errorMessage } from '../lib/api';
import { Button } from './button';
import { useTranslation } from 'react-i18next';

/** A page's data could not load: the reason, and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mt-6 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200/80">
      <p className="text-slate-700">{errorMessage(error)}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, the server's words, and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('analytics');
  return (
    <div role="alert" className="rounded-3xl border border-rose-100 bg-rose-50 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-7 text-rose-600" />
      <p className="mt-2 font-semibold text-rose-800">{title}</p>
      <p className="mt-1 text-sm text-rose-700">{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}

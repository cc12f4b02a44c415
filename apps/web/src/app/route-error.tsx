import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../components/button';
import { paths } from '../lib/paths';

/** Last resort when a screen throws while rendering (or a lazy chunk fails to load after a deploy). */
export function RouteError() {
  const { t } = useTranslation('layout');
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="text-slate-600">{t('routeError.advice', { detail: t('routeError.generic') })}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home()} className={buttonClasses('primary')}>
          {t('routeError.home')}
        </Link>
      </div>
    </main>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/button';
import { paths } from '../lib/paths';

/** Last resort when a screen throws while rendering (or a lazy chunk fails to load after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">We hit a snag</h1>
      <p className="text-slate-600">{detail} Please reload the page or go back home.</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home()} className={buttonClasses('primary')}>
          Go home
        </Link>
      </div>
    </main>
  );
}

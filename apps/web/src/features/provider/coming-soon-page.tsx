import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Stand-in for onboarding and the provider area until their issues land. */
export function ComingSoonPage() {
  useDocumentTitle('Coming soon');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <Hourglass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">Coming soon</h1>
      <p className="mt-3 text-slate-600">
        The provider application and dashboard are on their way. Meanwhile, see how partnering with Kataar works.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.partnerWithUs()} className={buttonClasses('primary', 'lg')}>
          Partner with us
        </Link>
        <Link to={paths.home()} className={buttonClasses('secondary', 'lg')}>
          Back to home
        </Link>
      </div>
    </section>
  );
}

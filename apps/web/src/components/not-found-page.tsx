import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTranslation } from 'react-i18next';

interface NotFoundPageProps {
  title?: string;
  message?: string;
}

export function NotFoundPage(props: NotFoundPageProps) {
  const { t } = useTranslation('common');
  const title = props.title ?? t('notFound.title');
  const message = props.message ?? t('notFound.message');
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-bold tracking-widest text-brand-600 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <Link to={paths.home()} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

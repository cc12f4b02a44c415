import { categoryLabel } from '@kataar/shared/categories';
import { MESSAGES } from '@kataar/shared/messages';
import type { ProviderPublic } from '@kataar/shared/provider';
import { QUEUE_MESSAGES } from '@kataar/shared/queue-messages';
import { ArrowLeft, UserX } from 'lucide-react';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { useLocalizeMessage } from '../../lib/localize-message';
import { paths } from '../../lib/paths';
import { Slice } from '../../lib/slice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProvider } from './api/get-provider';
import { DetailsCard } from './details-card';
import { PhotoGallery } from './photo-gallery';

interface ProfilePageProps {
  /**
   * The queue widget (features/queue), handed in by the router: features do not import each
   * other, so the app composes them. It reports whether the provider is open as the queue's live
   * stream hears it, so the Available pill changes with it.
   */
  queueWidget?: (provider: ProviderPublic, onOpenChange: (isOpen: boolean) => void) => ReactNode;
}

export function ProfilePage({ queueWidget }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const tm = useLocalizeMessage();
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const provider = useProvider(username);
  // Live from the queue widget; until it speaks, the profile's own answer.
  const [liveOpen, setLiveOpen] = useState<{ username: string; isOpen: boolean } | null>(null);
  const onOpenChange = useCallback(
    (isOpen: boolean) =>
      setLiveOpen((before) =>
        before?.username === username && before.isOpen === isOpen ? before : { username, isOpen },
      ),
    [username],
  );
  const notFound = provider.error instanceof ApiError && provider.error.status === 404;

  // The server's title for this page (seo/page-meta.ts), which also stays up while the provider loads.
  useDocumentTitle(
    provider.data
      ? t('title', {
          name: provider.data.business_name,
          category: tm(categoryLabel(provider.data.industry, provider.data.category)),
          city: provider.data.city,
        })
      : provider.isError
        ? tm(MESSAGES.providerNotFound)
        : false,
  );

  if (provider.isPending) return <Spinner label={t('loading')} className="min-h-[50vh]" />;

  if (provider.isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
          <UserX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-extrabold text-slate-900">{tm(MESSAGES.providerNotFound)}</h1>
        {!notFound && <p className="mt-2 text-slate-600">{errorMessage(provider.error)}</p>}
        <Link to={paths.home()} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('backHome')}
        </Link>
      </section>
    );
  }

  const data = provider.data;
  return (
    // Room at the foot for the queue's sticky action bar on phones.
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:pb-8">
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(paths.home()))}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </button>
      <div className="grid items-start gap-6 lg:grid-cols-[1.7fr_1fr]">
        <div className="space-y-6">
          <Slice>
            <PhotoGallery provider={data} />
          </Slice>
          <Slice>
            <DetailsCard provider={data} isOpen={liveOpen?.username === username ? liveOpen.isOpen : data.is_open} />
          </Slice>
        </div>
        {queueWidget && (
          <div className="min-w-0 lg:sticky lg:top-24">
            <Suspense
              fallback={
                <Spinner
                  label={tm(QUEUE_MESSAGES.loading)}
                  className="rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/80"
                />
              }
            >
              <Slice>{queueWidget(data, onOpenChange)}</Slice>
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}

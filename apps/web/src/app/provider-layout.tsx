import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';
import { LoginPopupHost } from '../features/auth/login-popup-host';
import { MyQueueSlot } from '../features/queue/my-queue-slot';
import { ProviderHeader } from './layout/provider-header';
import { ScrollToTop } from './scroll-to-top';
import { ToasterSlot } from './toaster-slot';

/**
 * The provider pages share this layout with its own provider header. Each page keeps its
 * guard; the layout mounts the login popup host (which also checks the stored session on load, so
 * the guards can decide) and the toaster, like the public layout.
 */
export function ProviderLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <ProviderHeader />
      <MyQueueSlot />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <LoginPopupHost />
      <ToasterSlot desk />
    </div>
  );
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';
import { Slice } from '../lib/slice';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { LoginPopupHost } from '../features/auth/login-popup-host';
import { MyQueueSlot } from '../features/queue/my-queue-slot';
import { ScrollToTop } from './scroll-to-top';
import { ToasterSlot } from './toaster-slot';
import { LocationPopupHost } from './location-popup-host';

export function PublicLayout() {
  const { t } = useTranslation('layout');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <Slice>
        <Header />
      </Slice>
      <MyQueueSlot />
      {/* At least a screen tall, so the footer is never in view while a page loads, then pushed down (layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
          <Slice>
            <Outlet />
          </Slice>
        </Suspense>
      </main>
      <Slice>
        <Footer />
      </Slice>
      <LocationPopupHost />
      <LoginPopupHost />
      <ToasterSlot />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AdminGuard } from '../features/admin/admin-guard';
import type { BookableProvider } from '../features/appointments/booking-modal';
import { RoleGuard } from '../components/role-guard';
import { Spinner } from '../components/spinner';
import { ProviderGuard } from '../features/auth/provider-guard';
import { withWords } from '../lib/i18n';
import { paths } from '../lib/paths';
import { SCREEN_NAMESPACES } from '../lib/screen-words';
import { PublicLayout } from './public-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Every screen is its own chunk; heavy libraries (Swiper, confetti) ride only with the screen that uses them.
const HomePage = lazy(
  withWords(SCREEN_NAMESPACES.home, () => import('../features/home/home-page').then((m) => ({ default: m.HomePage }))),
);
const ListingPage = lazy(
  withWords(SCREEN_NAMESPACES.listing, () =>
    import('../features/listing/listing-page').then((m) => ({ default: m.ListingPage })),
  ),
);
// The queue widget's chunk starts loading with the profile page's, not after the provider has arrived.
const loadQueueWidget = () => import('../features/queue/queue-widget');
const QueueWidget = lazy(withWords(['queue'], () => loadQueueWidget().then((m) => ({ default: m.QueueWidget }))));
const ProfilePage = lazy(
  withWords(SCREEN_NAMESPACES.profile, () => {
    void loadQueueWidget();
    return import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage }));
  }),
);
// Appointments ride in their own chunks, fetched only for a provider that takes bookings.
const BookingAction = lazy(
  withWords(['appointments'], () =>
    import('../features/appointments/booking-action').then((m) => ({ default: m.BookingAction })),
  ),
);
const MyAppointmentsPage = lazy(
  withWords(['appointments'], () =>
    import('../features/appointments/my-appointments-page').then((m) => ({ default: m.MyAppointmentsPage })),
  ),
);
const DashboardPage = lazy(
  withWords(['dashboard'], () =>
    import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  ),
);
const ContactPage = lazy(
  withWords(['about'], () => import('../features/about/contact-page').then((m) => ({ default: m.ContactPage }))),
);
const PartnerPage = lazy(
  withWords(['about'], () => import('../features/about/partner-page').then((m) => ({ default: m.PartnerPage }))),
);
const StoryPage = lazy(
  withWords(['about'], () => import('../features/about/story-page').then((m) => ({ default: m.StoryPage }))),
);
const OnboardingPage = lazy(
  withWords(['onboarding'], () =>
    import('../features/onboarding/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
  ),
);
const ApplicationStatusPage = lazy(
  withWords(['onboarding'], () =>
    import('../features/onboarding/application-status-page').then((m) => ({ default: m.ApplicationStatusPage })),
  ),
);
const MyProfilePage = lazy(
  withWords(['my-profile'], () =>
    import('../features/my-profile/my-profile-page').then((m) => ({ default: m.MyProfilePage })),
  ),
);
const ApplicationsPage = lazy(
  withWords(['admin'], () =>
    import('../features/admin/applications-page').then((m) => ({ default: m.ApplicationsPage })),
  ),
);
const ApplicationDetailPage = lazy(
  withWords(['admin'], () =>
    import('../features/admin/application-detail-page').then((m) => ({ default: m.ApplicationDetailPage })),
  ),
);
const AnalyticsPage = lazy(
  withWords(['analytics'], () =>
    import('../features/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
  ),
);
const DisplayPage = lazy(
  withWords(['display'], () => import('../features/display/display-page').then((m) => ({ default: m.DisplayPage }))),
);
// The QR library rides only with the poster.
const PosterPage = lazy(
  withWords(['poster'], () => import('../features/poster/poster-page').then((m) => ({ default: m.PosterPage }))),
);
const AccountPage = lazy(
  withWords(['account'], () => import('../features/account/account-page').then((m) => ({ default: m.AccountPage }))),
);
const NotificationsPage = lazy(
  withWords(['notifications'], () =>
    import('../features/notifications/notifications-page').then((m) => ({ default: m.NotificationsPage })),
  ),
);
const AppointmentsPage = lazy(
  withWords(['provider-appointments'], () =>
    import('../features/provider-appointments/appointments-page').then((m) => ({ default: m.AppointmentsPage })),
  ),
);
const AppointmentSettingsPage = lazy(
  withWords(['provider-appointments'], () =>
    import('../features/provider-appointments/settings-page').then((m) => ({ default: m.AppointmentSettingsPage })),
  ),
);
const NotFoundPage = lazy(
  withWords(['common'], () => import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage }))),
);
// Visitors never see the provider pages' header and layout.
const ProviderLayout = lazy(() => import('./provider-layout').then((m) => ({ default: m.ProviderLayout })));

/** Pages for any signed-in person (the guard asks the signed-out to log in). */
const anyUser = () => true;

export const routes: RouteObject[] = [
  // The waiting room's TV: full screen, no header, no login.
  {
    path: 'display/:username',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<div className="min-h-dvh bg-slate-950" />}>
          <DisplayPage />
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: (
      <RouteErrorBoundary>
        <PublicLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      // `:category?` absent means the whole industry (the home section headings link there).
      { path: 'healthcare/services/:city/:category?', element: <ListingPage key="healthcare" industry="healthcare" /> },
      {
        path: 'personalcare/services/:city/:category?',
        element: <ListingPage key="personalcare" industry="personalcare" />,
      },
      // Features do not import each other: the app hands the queue widget to the profile page.
      {
        path: 'profile/:username',
        element: (
          <ProfilePage
            queueWidget={(provider: BookableProvider, onOpenChange) => (
              <QueueWidget
                provider={provider}
                onOpenChange={onOpenChange}
                secondaryAction={
                  provider.takes_bookings === true && (
                    <Suspense fallback={null}>
                      <BookingAction provider={provider} />
                    </Suspense>
                  )
                }
              />
            )}
          />
        ),
      },
      { path: 'about-us', element: <ContactPage /> },
      { path: 'about-us/partner-with-us', element: <PartnerPage /> },
      { path: 'about-us/how-it-started', element: <StoryPage /> },
      // Onboarding has no guard; the application status page asks to log in itself.
      { path: paths.providerOnboarding(), element: <OnboardingPage /> },
      { path: paths.providerApplication(), element: <ApplicationStatusPage /> },
      // Admins review provider applications here; the guard lets only admins in.
      {
        path: paths.admin(),
        element: (
          <AdminGuard>
            <ApplicationsPage />
          </AdminGuard>
        ),
      },
      {
        path: 'admin/applications/:id',
        element: (
          <AdminGuard>
            <ApplicationDetailPage />
          </AdminGuard>
        ),
      },
      {
        path: paths.myAppointments(),
        element: (
          <RoleGuard allows={anyUser} deniedMessage="">
            <MyAppointmentsPage />
          </RoleGuard>
        ),
      },
      {
        path: paths.account(),
        element: (
          <RoleGuard allows={anyUser} deniedMessage="">
            <AccountPage />
          </RoleGuard>
        ),
      },
      {
        path: paths.notifications(),
        element: (
          <RoleGuard allows={anyUser} deniedMessage="">
            <NotificationsPage />
          </RoleGuard>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Pages only a provider's members may open, under the provider layout and its header; each keeps its guard.
  {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<Spinner className="min-h-dvh" />}>
          <ProviderLayout />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      {
        path: paths.providerDashboard(),
        element: (
          <ProviderGuard>
            <DashboardPage />
          </ProviderGuard>
        ),
      },
      {
        path: paths.providerMyProfile(),
        element: (
          <ProviderGuard>
            <MyProfilePage />
          </ProviderGuard>
        ),
      },
      {
        path: paths.providerPoster(),
        element: (
          <ProviderGuard>
            <PosterPage />
          </ProviderGuard>
        ),
      },
      {
        path: paths.providerAppointments(),
        element: (
          <ProviderGuard>
            <AppointmentsPage />
          </ProviderGuard>
        ),
      },
      // Owner and managers only: the page says so when the server refuses the settings.
      {
        path: paths.providerAppointmentSettings(),
        element: (
          <ProviderGuard>
            <AppointmentSettingsPage />
          </ProviderGuard>
        ),
      },
      // Recharts rides only with this page's chunk.
      {
        path: paths.providerMyAnalytics(),
        element: (
          <ProviderGuard>
            <AnalyticsPage />
          </ProviderGuard>
        ),
      },
    ],
  },
];

/**
 * The app's screens for the address of the enclosing router: BrowserRouter in the browser,
 * StaticRouter on the server (docs/decisions/040-the-router-in-declarative-mode.md).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

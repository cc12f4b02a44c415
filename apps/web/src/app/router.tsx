import { lazy } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { ProviderGuard } from '../features/auth/provider-guard';
import { paths } from '../lib/paths';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

// Every screen is its own chunk; heavy libraries (Swiper, confetti) ride only with the screen that uses them.
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const ListingPage = lazy(() => import('../features/listing/listing-page').then((m) => ({ default: m.ListingPage })));
const ProfilePage = lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const ContactPage = lazy(() => import('../features/about/contact-page').then((m) => ({ default: m.ContactPage })));
const PartnerPage = lazy(() => import('../features/about/partner-page').then((m) => ({ default: m.PartnerPage })));
const StoryPage = lazy(() => import('../features/about/story-page').then((m) => ({ default: m.StoryPage })));
const ComingSoonPage = lazy(() =>
  import('../features/provider/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
const NotFoundPage = lazy(() => import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      // `:category?` absent means the whole industry (the home section headings link there).
      { path: 'healthcare/services/:city/:category?', element: <ListingPage key="healthcare" industry="healthcare" /> },
      {
        path: 'personalcare/services/:city/:category?',
        element: <ListingPage key="personalcare" industry="personalcare" />,
      },
      { path: 'profile/:username', element: <ProfilePage /> },
      { path: 'about-us', element: <ContactPage /> },
      { path: 'about-us/partner-with-us', element: <PartnerPage /> },
      { path: 'about-us/how-it-started', element: <StoryPage /> },
      // Provider-only pages (spec section 6); their screens arrive with their own issues.
      ...[paths.providerDashboard(), paths.providerMyProfile(), paths.providerMyAnalytics()].map((path) => ({
        path,
        element: (
          <ProviderGuard>
            <ComingSoonPage />
          </ProviderGuard>
        ),
      })),
      // Onboarding has no guard.
      { path: 'provider/*', element: <ComingSoonPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (initialEntries: string[], initialIndex?: number) =>
  createMemoryRouter(routes, { initialEntries, initialIndex });

import { ALL_CATEGORIES_SLUG, type IndustrySlug } from '@kataar/shared/categories';

/** Path word a listing URL carries when no city is chosen yet; the listing opens the location popup. */
export const NO_CITY = 'null';

const segment = (value: string): string => encodeURIComponent(value);

/** Every in-app URL is built here, so a route change is one edit. */
export const paths = {
  home: () => '/',
  /** Listing of one category; the `all` slug lists the whole industry (/:industry/services/:city). */
  listing: (industry: IndustrySlug, city: string | null, categorySlug: string = ALL_CATEGORIES_SLUG) => {
    const base = `/${industry}/services/${segment(city || NO_CITY)}`;
    return categorySlug === ALL_CATEGORIES_SLUG ? base : `${base}/${segment(categorySlug)}`;
  },
  industry: (industry: IndustrySlug, city: string | null) => paths.listing(industry, city, ALL_CATEGORIES_SLUG),
  profile: (username: string) => `/profile/${segment(username)}`,
  /** The "Now serving" screen for a TV in the provider's waiting room. */
  display: (username: string) => `/display/${segment(username)}`,
  contactUs: () => '/about-us',
  /** The signed-in person's account: name, e-mail, language, sign-out of all devices. */
  account: () => '/account',
  /** The signed-in user's bookings: upcoming and past. */
  myAppointments: () => '/appointments',
  /** The signed-in user's alert channels and "near" position. */
  notifications: () => '/notifications',
  partnerWithUs: () => '/about-us/partner-with-us',
  howItStarted: () => '/about-us/how-it-started',
  providerOnboarding: () => '/provider/onboarding',
  providerDashboard: () => '/provider/dashboard',
  providerMyProfile: () => '/provider/my-profile',
  providerMyAnalytics: () => '/provider/my-analytics',
  /** The desk's day view of bookings; today when no date is given. */
  providerAppointments: (date?: string) =>
    date ? `/provider/appointments?date=${encodeURIComponent(date)}` : '/provider/appointments',
  providerAppointmentSettings: () => '/provider/appointments/settings',
  /** The printable A4 QR poster of the provider's public page. */
  providerPoster: () => '/provider/poster',
  /** The applicant's view of their application and its review. */
  providerApplication: () => '/provider/application',
  /** Admin review: the applications of one status (pending when left out). */
  admin: (status?: string) => (status ? `/admin?status=${encodeURIComponent(status)}` : '/admin'),
  adminApplication: (id: string) => `/admin/applications/${segment(id)}`,
} as const;

/** Header shortcuts fixed by the spec. */
export const HEALTHCARE_SHORTCUT = 'generalphysician';
export const PERSONALCARE_SHORTCUT = 'salon';

import { plural } from './plural';

/** User-facing strings fixed by the product spec, shared by the web app and the API. */
export const MESSAGES = {
  unexpected: 'An unexpected error occurred',
  authRequired: 'Authentication required',
  providerNotFound: 'Provider not found',
  cityNotFound: 'City not found',
  categoryNotFound: 'Category not found',
  routeNotFound: 'Route not found',
  invalidRequest: 'Some of the values sent are not valid.',
  bodyNotObject: 'The request body must be a JSON object.',
  loadProvidersFailed: 'Failed to load providers',
  loadingProviders: 'Loading providers...',
  selectCity: 'Please select a city before proceeding.',
  waitlistInvalidEmail: 'Please enter a valid email address',
  waitlistJoined: "Thanks! We'll let you know as soon as we launch in your city.",
  waitlistAlready: "You're already on the list. We'll be in touch soon.",
  searchTooShort: 'Type at least 2 characters to search.',
} as const;

export const noProvidersMessage = (city: string): string => `No providers found in ${city} for this category`;
export const listingTitle = (category: string, city: string): string => `${category} near you in ${city}`;
/** The empty listing when the person's own search or filters hid `n` providers the city has. */
export const hiddenByFiltersMessage = (n: number, by: 'search' | 'filters' | 'search and filters'): string =>
  n > 0 ? `Your ${by} hide${by === 'search' ? 's' : ''} ${plural(n, 'provider')}.` : `No providers match your ${by}.`;
export const providersFound = (n: number): string => `${plural(n, 'provider')} found`;

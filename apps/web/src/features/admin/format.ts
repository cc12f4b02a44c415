import { intlLocale } from '../../lib/language';

/** '12 Mar 2026, 4:05 pm' for the review dates (in the reader's language). */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';

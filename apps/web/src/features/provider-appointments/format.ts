import { formatRupees } from '@kataar/shared/appointment-rules';
import { intlLocale } from '../../lib/language';

/** Money and dates of the desk's screens in the page's language (Indian English or Hindi). */

/** Paise as rupees in the page's language: '₹500', '₹1,50,000', '₹99.50'. */
export const formatMoney = (paise: number): string => formatRupees(paise, intlLocale());

/** 'Tue, 24 Nov 2026' (Hindi: 'मंगल, 24 नव॰ 2026') for a YYYY-MM-DD date. */
export const longDate = (date: string): string =>
  new Intl.DateTimeFormat(intlLocale(), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

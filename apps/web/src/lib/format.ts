import { i18n } from './i18n';

/** 'Dr. Asha Rao Clinic' → 'AR'-style initials for photo placeholders. */
export const initials = (name: string): string => {
  const words = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word));
  const letters = words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
};

/** Display form of a city from the URL ('pune' → 'Pune') when no stored spelling is known. */
export const titleCase = (value: string): string =>
  value
    .split(/([\s-])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part))
    .join('');

/** Rupee amount as the spec writes it ('₹500'). */
export const rupees = (amount: number): string => `₹${amount}`;

/**
 * '25 min', '1 h 10 min' ('25 मिनट', '1 घंटा 10 मिनट' in Hindi), in the active language: the words
 * of the `common` namespace, which every page loads before its first frame.
 */
export const formatWait = (minutes: number): string => {
  if (minutes < 60) return i18n.t('common:wait.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? i18n.t('common:wait.hours', { count: hours })
    : i18n.t('common:wait.hoursMinutes', { count: hours, minutes: rest });
};

import type { LocalizeMessage } from '@kataar/shared/localize-message';
import { hindiMessages } from './hindi-messages';
import { getLanguage, useLanguage } from './language';

/**
 * Messages written in English by the shared rules (form validation) or kept from the API, shown in
 * the active language. The API already answers in the language a request names; this covers
 * messages made in the browser. Unknown messages stay as they are.
 */
export const localizeMessage: LocalizeMessage = (message) => {
  const hindi = getLanguage() === 'hi' ? hindiMessages() : null;
  return hindi ? hindi(message) : message;
};

/** `localizeMessage` for components: they render again when the language changes. */
export function useLocalizeMessage(): LocalizeMessage {
  useLanguage();
  return localizeMessage;
}

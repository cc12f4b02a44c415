import { DEFAULT_LANGUAGE, type Language } from '@kataar/shared/language';
import { createMessageLocalizer } from '@kataar/shared/localize-message';
import { HINDI_MESSAGES } from '@kataar/shared/messages.hi';

const hindi = createMessageLocalizer(HINDI_MESSAGES);

/**
 * An English message of the API, e-mails or alerts in `language`. English is the contract and
 * passes through untouched; a sentence the Hindi catalog lacks stays English.
 */
export function localizeMessage(message: string, language: Language | null | undefined): string {
  return !language || language === DEFAULT_LANGUAGE ? message : hindi(message);
}

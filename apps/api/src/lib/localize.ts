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

/** A mail's subject and body in `language`, line by line, so a body of several sentences needs no key of its own. */
export function localizeMail<M extends { subject: string; text: string }>(
  mail: M,
  language: Language | null | undefined,
): M {
  if (!language || language === DEFAULT_LANGUAGE) return mail;
  const text = mail.text
    .split('\n')
    .map((line) => (line ? localizeMessage(line, language) : line))
    .join('\n');
  return { ...mail, subject: localizeMessage(mail.subject, language), text };
}

/** Sentences one after another, each closed by the language's full stop: '.' in English, the danda '।' in Hindi. */
export function joinSentences(sentences: string[], language: Language | null | undefined): string {
  return sentences.join(language === 'hi' ? '। ' : '. ');
}

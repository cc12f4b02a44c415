import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language';
import { createMessageLocalizer } from './localize-message';

describe('createMessageLocalizer', () => {
  const localize = createMessageLocalizer({
    'Provider not found': 'सेवा प्रदाता नहीं मिला',
    'You are number {position} in {queue}.': '{queue} में आपका नंबर {position} है।',
    'Costs ₹{amount} (about {minutes} min)': '₹{amount} (लगभग {minutes} मिनट)',
  });

  it('translates a whole sentence', () => {
    expect(localize('Provider not found')).toBe('सेवा प्रदाता नहीं मिला');
  });

  it('fills a template with the values found in the English sentence, in the translation’s order', () => {
    expect(localize('You are number 5 in Sharma Clinic.')).toBe('Sharma Clinic में आपका नंबर 5 है।');
  });

  it('treats characters of regular expressions in a template as text', () => {
    expect(localize('Costs ₹150 (about 20 min)')).toBe('₹150 (लगभग 20 मिनट)');
  });

  it('prefers the template with more fixed words when two match', () => {
    const withWait = createMessageLocalizer({
      'You are number {position}.': 'आपका नंबर {position} है।',
      'You are number {position}, about {wait}.': 'आपका नंबर {position} है, लगभग {wait}।',
    });
    expect(withWait('You are number 5, about 40 min.')).toBe('आपका नंबर 5 है, लगभग 40 min।');
    expect(withWait('You are number 5.')).toBe('आपका नंबर 5 है।');
  });

  it('leaves a message it does not know in English', () => {
    expect(localize('Something new')).toBe('Something new');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks the supported language with the highest q-value', () => {
    expect(languageFromAcceptLanguage('en-GB;q=0.5, hi-IN')).toBe('hi');
    expect(languageFromAcceptLanguage('hi;q=0.4, en-IN;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('hi')).toBe('hi');
  });

  it('answers null when no supported language is named', () => {
    expect(languageFromAcceptLanguage('fr-FR, de;q=0.8')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage('hi;q=0')).toBeNull();
  });
});

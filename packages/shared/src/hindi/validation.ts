import type { MessageCatalog } from '../localize-message';

/**
 * Hindi for Zod's own messages (Zod 4, English locale), which a field without a message of ours
 * answers with: a wrong type, a length or size out of range, an unknown key. Keys are Zod's
 * sentences with their values as holes; the more specific shape wins (a missing field is
 * 'received undefined', an empty string '>=1 characters'). Type names and patterns in them are
 * for programmers and are left out of the Hindi.
 */
export const HINDI_VALIDATION: MessageCatalog = {
  'Invalid input': 'यह जानकारी सही नहीं है',
  'Invalid input: expected {expected}, received {received}': 'यह जानकारी सही नहीं है',
  'Invalid input: expected {expected}, received undefined': 'यह जानकारी ज़रूरी है',
  'Invalid input: expected {expected}, received null': 'यह जानकारी ज़रूरी है',
  'Invalid input: expected string, received {received}': 'यहाँ टेक्स्ट होना चाहिए',
  'Invalid input: expected number, received {received}': 'यहाँ संख्या होनी चाहिए',
  'Invalid input: expected int, received {received}': 'यहाँ पूर्ण संख्या होनी चाहिए',
  'Invalid input: expected boolean, received {received}': 'यहाँ true या false होना चाहिए',
  'Invalid input: expected object, received {received}': 'यहाँ JSON ऑब्जेक्ट होना चाहिए',
  'Invalid input: expected array, received {received}': 'यहाँ सूची (array) होनी चाहिए',
  'Invalid input: expected {value}': 'यहाँ {value} होना चाहिए',
  'Invalid option: expected one of {options}': 'इनमें से कोई एक चुनें: {options}',
  'Invalid discriminator value. Expected {options}': 'इनमें से कोई एक होना चाहिए: {options}',
  'Too big: expected string to have <={max} characters': 'यह {max} अक्षरों से लंबा नहीं हो सकता',
  'Too big: expected string to have <{max} characters': 'इसमें {max} से कम अक्षर होने चाहिए',
  'Too big: expected string to have exactly {n} characters': 'इसमें ठीक {n} अक्षर होने चाहिए',
  'Too small: expected string to have exactly {n} characters': 'इसमें ठीक {n} अक्षर होने चाहिए',
  'Too small: expected string to have >={min} characters': 'इसमें कम से कम {min} अक्षर होने चाहिए',
  'Too small: expected string to have >{min} characters': 'इसमें {min} से ज़्यादा अक्षर होने चाहिए',
  'Too small: expected string to have >=1 characters': 'यह ख़ाली नहीं हो सकता',
  'Too big: expected array to have <={max} items': 'ज़्यादा से ज़्यादा {max} चीज़ें हो सकती हैं',
  'Too small: expected array to have >={min} items': 'कम से कम {min} चीज़ें होनी चाहिए',
  'Too small: expected array to have >=1 items': 'कम से कम एक चीज़ होनी चाहिए',
  'Too big: expected number to be <={max}': 'यह {max} या उससे कम होना चाहिए',
  'Too big: expected number to be <{max}': 'यह {max} से कम होना चाहिए',
  'Too small: expected number to be >={min}': 'यह {min} या उससे ज़्यादा होना चाहिए',
  'Too small: expected number to be >{min}': 'यह {min} से ज़्यादा होना चाहिए',
  'Invalid number: must be a multiple of {n}': 'यह {n} का गुणज होना चाहिए',
  'Invalid email address': 'ईमेल पता सही नहीं है',
  'Invalid URL': 'यह URL सही नहीं है',
  'Invalid UUID': 'यह UUID सही नहीं है',
  'Invalid ISO date': 'तारीख़ सही नहीं है (YYYY-MM-DD लिखें)',
  'Invalid ISO datetime': 'तारीख़ और समय सही नहीं हैं',
  'Invalid ISO time': 'समय सही नहीं है',
  'Invalid string: must match pattern {pattern}': 'यह सही ढंग से नहीं लिखा है',
  'Unrecognized key: {key}': 'अनजान फ़ील्ड: {key}',
  'Unrecognized keys: {keys}': 'अनजान फ़ील्ड: {keys}',
};

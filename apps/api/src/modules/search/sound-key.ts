/**
 * A word as it sounds, so that one name written in two scripts or two spellings gives one key:
 * "शर्मा", "Sharma", "Sarma" and "sharmaa" are all "srm"; "दाँत", "दांत", "daant" and "dant" are "dnt".
 * Devanagari is first written in Latin letters, then both scripts go through the same folding,
 * which forgets what Indian spellings of one sound disagree on (see docs/decisions/033).
 */

// Letters of Devanagari as Latin letters. A consonant carries the vowel "a" unless a vowel sign or
// the virama follows it; dropping every "a" below makes that inherent vowel not matter.
// prettier-ignore
const CONSONANTS = new Map(
  Object.entries({
    क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
    ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n', ऩ: 'n',
    प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ऱ: 'r', ल: 'l', ळ: 'l', व: 'v',
    श: 'sh', ष: 'sh', स: 's', ह: 'h',
  }),
);
// prettier-ignore
const VOWEL_SIGNS = new Map(
  Object.entries({
    'ा': 'aa', 'ि': 'i', 'ी': 'ii', 'ु': 'u', 'ू': 'uu', 'ृ': 'ri', 'ॄ': 'ri', 'े': 'e', 'ै': 'ai',
    'ो': 'o', 'ौ': 'au', 'ॉ': 'o', 'ॅ': 'e', 'ॆ': 'e', 'ॊ': 'o',
  }),
);
// prettier-ignore
const OTHERS = new Map(
  Object.entries({
    अ: 'a', आ: 'aa', इ: 'i', ई: 'ii', उ: 'u', ऊ: 'uu', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au',
    ऑ: 'o', ऍ: 'e', ऎ: 'e', ऒ: 'o', ॐ: 'om',
    // Anusvara and chandrabindu both nasalise: "दांत" and "दाँत" are one word.
    'ं': 'n', 'ँ': 'n', 'ः': 'h',
    '०': '0', '१': '1', '२': '2', '३': '3', '४': '4', '५': '5', '६': '6', '७': '7', '८': '8', '९': '9',
  }),
);
const VIRAMA = '्';
const NUKTA = '़';
// With the nukta, ड and ढ are flapped r sounds ("चोपड़ा" is Chopra); on other letters it marks a
// Persian sound (ज़, फ़) that everyday spelling leaves out, so it is dropped.
const FLAPS = new Map([
  ['ड', 'r'],
  ['ढ', 'rh'],
]);

const DEVANAGARI = /\p{Script=Devanagari}/u;
export const isDevanagari = (word: string): boolean => DEVANAGARI.test(word);

/** Devanagari letters in Latin, other characters as they are. */
function romanise(word: string): string {
  const chars = [...word.normalize('NFD')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    let consonant = CONSONANTS.get(char);
    if (consonant === undefined) {
      if (char !== NUKTA) out += OTHERS.get(char) ?? VOWEL_SIGNS.get(char) ?? (char === VIRAMA ? '' : char);
      continue;
    }
    if (chars[i + 1] === NUKTA) {
      consonant = FLAPS.get(char) ?? consonant;
      i++;
    }
    const next = chars[i + 1];
    const sign = next === undefined ? undefined : VOWEL_SIGNS.get(next);
    if (sign !== undefined || next === VIRAMA) i++;
    // The last letter's inherent vowel is not spoken: "संजय" is Sanjay, which the folding reads as "sanji".
    out += consonant + (sign ?? (next === VIRAMA || next === undefined ? '' : 'a'));
  }
  return out;
}

// Latin spellings of one sound, in the order they apply.
const FOLDS: [RegExp, string][] = [
  [/x/g, 'ks'],
  [/ph/g, 'f'],
  [/q/g, 'k'],
  [/ch+/g, 'C'], // ch and chh: च and छ; kept apart from the hard c below
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/C/g, 'c'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/(.)\1+/g, '$1'], // doubled letters, before they sit next to a rule below ("Iyyer")
  [/iy(?=[aeiou])/g, 'i'], // Hindi writes "io" and "ia" with a y: "स्टूडियो", "प्रिया"
  [/au/g, 'o'],
  [/y$/, 'i'],
  [/([^aeiou])h/g, '$1'], // aspirates and sh: kh, bh, sh are k, b, s
  [/m(?=[bp])/g, 'n'], // "Ambani" and "अंबानी"
  [/ng(?=[^aeiou]|$)/g, 'n'], // "Singh" and "सिंह"
];

/**
 * The key of one word (a run of letters, marks and digits): lower case, without accents, Devanagari
 * in Latin, then folded. Every "a" after the first letter is dropped, which covers the short and long
 * a and the vowel Hindi leaves unspoken ("Kamla" and "कमला"), and doubled letters count once.
 */
export function soundKey(word: string): string {
  let latin = romanise(word.toLowerCase()).normalize('NFD').replace(/\p{M}/gu, '');
  for (const [pattern, replacement] of FOLDS) latin = latin.replace(pattern, replacement);
  const [first = '', ...rest] = latin;
  return (first + rest.join('').replace(/a/g, '')).replace(/(.)\1+/g, '$1');
}

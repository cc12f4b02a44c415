/**
 * Words people search with that are not a category's own name, in English, in Hindi (Devanagari) and
 * in Hindi written in Latin letters, as people in India type it on Practo or JustDial. The categories'
 * own names, in English and as the Hindi UI shows them, are searchable without being listed here.
 */

/** Stored category values, then the words that mean them. A value stored in both industries (Trichologist) means both. */
type Group = readonly [values: readonly string[], words: readonly string[]];

const ENGLISH: readonly Group[] = [
  [['GeneralPhysician'], ['doctor', 'physician', 'gp', 'fever', 'cough']],
  [['Gynaecologist'], ['gynae', 'gynac', 'gynec', 'gyno', 'pregnancy']],
  [['Dentist'], ['teeth', 'tooth', 'dental']],
  [['Pathologist'], ['lab', 'blood', 'pathology']],
  [['Psychiatrist'], ['mental', 'depression', 'anxiety', 'stress']],
  [['Cardiologist'], ['heart']],
  [['Orthopaedic'], ['bone', 'ortho', 'joint', 'fracture']],
  [['Ophthalmologist'], ['eye']],
  [['Trichologist'], ['hairfall', 'dandruff', 'baldness']],
  [['Nutritionist'], ['diet', 'dietitian', 'weight']],
  [['CosmeticSurgeon'], ['plastic']],
  [['Physiotherapist'], ['physio', 'physiotherapy']],
  [['Dermatologist'], ['skin', 'pimple', 'acne']],
  [['Salon', 'Trichologist'], ['hair']],
  [['Salon'], ['haircut', 'barber', 'saloon', 'shave', 'shaving']],
  [
    ['Beautician', 'Salon'],
    ['parlour', 'parlor', 'beauty'],
  ],
  [['MakeupArtist'], ['bridal']],
  [['Spa'], ['massage']],
  [
    ['NailArt', 'Beautician'],
    ['manicure', 'pedicure'],
  ],
  [['SkinTherapist', 'Beautician'], ['facial']],
  [['Beautician'], ['waxing', 'threading', 'eyebrow']],
];

// Variants with and without the nukta, and with anusvara or chandrabindu, are found by sound as
// well; those listed are the spellings people most often type.
const HINDI: readonly Group[] = [
  [['GeneralPhysician'], ['डॉक्टर', 'डाक्टर', 'चिकित्सक', 'बुखार', 'खांसी', 'जुकाम', 'सर्दी', 'दवाखाना']],
  [['Gynaecologist'], ['महिला', 'लेडी', 'गर्भावस्था', 'प्रेगनेंसी', 'प्रेग्नेंसी', 'डिलीवरी', 'गायनी']],
  [['Dentist'], ['दांत', 'दांतों', 'दंत', 'दन्त', 'डेंटल']],
  [['Pathologist'], ['लैब', 'जांच', 'खून', 'ब्लड', 'पैथोलॉजी']],
  [['Psychiatrist'], ['मानसिक', 'मनोरोग', 'डिप्रेशन', 'तनाव', 'चिंता']],
  [['Cardiologist'], ['दिल', 'हार्ट']],
  [['Orthopaedic'], ['हड्डियों', 'जोड़', 'जोड़ों', 'घुटना', 'घुटने', 'फ्रैक्चर', 'ऑर्थो']],
  [['Orthopaedic', 'Physiotherapist'], ['कमर']],
  [['Ophthalmologist'], ['आंख', 'आंखों', 'आंखें', 'चश्मा', 'चश्मे']],
  [['Trichologist'], ['गंजापन', 'रूसी', 'झड़ना', 'झड़ते']],
  [['Nutritionist'], ['डाइट', 'वजन', 'मोटापा', 'आहार']],
  [['CosmeticSurgeon'], ['प्लास्टिक']],
  [['Physiotherapist'], ['फिजियो', 'फिजियोथेरेपी']],
  [['Dermatologist'], ['चमड़ी', 'स्किन', 'मुंहासे', 'खुजली']],
  [['Dermatologist', 'SkinTherapist'], ['त्वचा']],
  [
    ['Salon', 'Trichologist'],
    ['बाल', 'बालों', 'हेयर'],
  ],
  [['Salon'], ['नाई', 'हजाम', 'हज्जाम', 'हजामत', 'कटिंग', 'हेयरकट', 'कटाना', 'कटवाना', 'कटाई', 'दाढ़ी', 'शेव', 'सलून']],
  [
    ['Beautician', 'Salon'],
    ['पार्लर', 'ब्यूटी'],
  ],
  [['MakeupArtist'], ['श्रृंगार', 'शृंगार', 'सिंगार', 'दुल्हन', 'ब्राइडल']],
  [['MakeupArtist', 'Beautician'], ['मेहंदी']],
  [['Spa'], ['मालिश', 'मसाज']],
  [['TattooArtist'], ['गोदना']],
  [['NailArt'], ['नाखून', 'नाखूनों']],
  [
    ['NailArt', 'Beautician'],
    ['मैनीक्योर', 'पेडीक्योर'],
  ],
  [['SkinTherapist', 'Beautician'], ['फेशियल']],
  [['Beautician'], ['वैक्सिंग', 'थ्रेडिंग', 'आइब्रो', 'भौंहें']],
];

const HINGLISH: readonly Group[] = [
  [['GeneralPhysician'], ['daktar', 'chikitsak', 'bukhar', 'bukhaar', 'khansi', 'khaansi', 'jukam', 'zukam', 'sardi']],
  [['GeneralPhysician'], ['dawakhana', 'davakhana']],
  [['Gynaecologist'], ['mahila', 'garbhavastha', 'stree', 'stri']],
  [['Dentist'], ['daant', 'dant', 'daanth', 'danth', 'daanton', 'danton']],
  [['Pathologist'], ['khoon', 'khun', 'jaanch', 'janch']],
  [['Psychiatrist'], ['mansik', 'maansik', 'manorog', 'tanav', 'tanaav', 'chinta']],
  [['Cardiologist'], ['dil', 'hriday', 'hruday']],
  [['Orthopaedic'], ['haddi', 'haddiyon', 'jod', 'jodon', 'ghutna', 'ghutne']],
  [['Orthopaedic', 'Physiotherapist'], ['kamar']],
  [['Ophthalmologist'], ['aankh', 'ankh', 'aankhon', 'ankhon', 'aankhen', 'netra', 'chashma', 'chasma', 'chashme']],
  [['Trichologist'], ['ganjapan', 'roosi', 'rusi', 'jhadna', 'jharna']],
  [['Nutritionist'], ['vajan', 'wajan', 'vazan', 'motapa', 'aahar', 'ahar', 'poshan']],
  [['Dermatologist'], ['chamdi', 'chamri', 'muhase', 'muhaase', 'munhase', 'khujli', 'khujali']],
  [
    ['Dermatologist', 'SkinTherapist'],
    ['twacha', 'tvacha'],
  ],
  [
    ['Salon', 'Trichologist'],
    ['baal', 'bal', 'baalon', 'balon'],
  ],
  [['Salon'], ['naai', 'nai', 'hajam', 'hajjam', 'hajamat', 'cutting', 'kataana', 'katana', 'katwana']],
  [['Salon'], ['katvana', 'katwaana', 'kataai', 'dadhi', 'daadhi']],
  [['Beautician', 'Salon'], ['parlar']],
  [['MakeupArtist'], ['shringar', 'singar', 'dulhan']],
  [
    ['MakeupArtist', 'Beautician'],
    ['mehndi', 'mehendi', 'mehandi'],
  ],
  [['Spa'], ['maalish', 'malish', 'masaj']],
  [['TattooArtist'], ['godna', 'tatoo']],
  [['NailArt'], ['nakhun', 'nakhoon', 'nakhuno']],
  [['Beautician'], ['bhauhen']],
];

function synonymMap(groups: readonly Group[]): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const [values, words] of groups) {
    for (const word of words) {
      const key = word.normalize('NFC').toLowerCase();
      const known = map.get(key) ?? [];
      map.set(key, [...known, ...values.filter((v) => !known.includes(v))]);
    }
  }
  return map;
}

/** Search word (lower case, NFC) → the stored category values it means. */
export const CATEGORY_SYNONYMS: ReadonlyMap<string, readonly string[]> = synonymMap([
  ...ENGLISH,
  ...HINDI,
  ...HINGLISH,
]);

/**
 * Words too general to choose a category beside a more specific one: "eye doctor", "दांत का डॉक्टर"
 * and "dant ka doctor" mean the eye doctor and the dentist, "महिला सैलून" (a salon for women) means
 * the salon. Alone they keep their own meaning: a general physician, a gynaecologist.
 */
export const GENERIC_CATEGORY_WORDS: ReadonlySet<string> = new Set([
  'doctor',
  'physician',
  'डॉक्टर',
  'डाक्टर',
  'चिकित्सक',
  'daktar',
  'chikitsak',
  'महिला',
  'लेडी',
  'mahila',
]);

import type { MessageCatalog } from '../localize-message';

const hidden = (english: string, hindi: string): MessageCatalog => ({
  [`Your ${english} hide${english === 'search' ? 's' : ''} 1 provider.`]: `${hindi} की वजह से 1 सेवा प्रदाता नहीं दिख रहा।`,
  [`Your ${english} hide${english === 'search' ? 's' : ''} {n} providers.`]: `${hindi} की वजह से {n} सेवा प्रदाता नहीं दिख रहे।`,
  [`No providers match your ${english}.`]: `${hindi} से कोई सेवा प्रदाता मेल नहीं खाता।`,
});

/**
 * Hindi for the shared words of the public screens (home, listing, search, the location popup, the
 * profile, the header): category and industry names, sort labels, listing sentences, near-me texts.
 * See messages.hi.ts.
 */
export const HINDI_PUBLIC: MessageCatalog = {
  // Industries, as labels, home headings and listing strip titles.
  'Health care': 'स्वास्थ्य सेवा',
  'Personal care': 'पर्सनल केयर',
  'Health care & welness': 'स्वास्थ्य और वेलनेस',
  'Personal care & beauty': 'पर्सनल केयर और ब्यूटी',
  'Health care and wellness': 'स्वास्थ्य और वेलनेस',
  'Personal care and beauty': 'पर्सनल केयर और ब्यूटी',

  // Categories.
  'General Physician': 'जनरल फ़िज़िशियन',
  Gynaecologist: 'स्त्री रोग विशेषज्ञ',
  Dentist: 'डेंटिस्ट',
  Pathologist: 'पैथोलॉजिस्ट',
  Psychiatrist: 'मनोचिकित्सक',
  Cardiologist: 'हृदय रोग विशेषज्ञ',
  Orthopaedic: 'हड्डी रोग विशेषज्ञ',
  Ophthalmologist: 'नेत्र रोग विशेषज्ञ',
  Trichologist: 'ट्राइकोलॉजिस्ट',
  Nutritionist: 'पोषण विशेषज्ञ',
  'Cosmetic Surgeon': 'कॉस्मेटिक सर्जन',
  Physiotherapist: 'फ़िज़ियोथेरेपिस्ट',
  Dermatologist: 'त्वचा रोग विशेषज्ञ',
  Salon: 'सैलून',
  'Makeup Artist': 'मेकअप आर्टिस्ट',
  Spa: 'स्पा',
  'Tattoo Artist': 'टैटू आर्टिस्ट',
  'Nail Artist': 'नेल आर्टिस्ट',
  'Skin Therapist': 'स्किन थेरेपिस्ट',
  Cosmetologist: 'कॉस्मेटोलॉजिस्ट',
  'Cosmetic Chemist': 'कॉस्मेटिक केमिस्ट',
  Beautician: 'ब्यूटीशियन',
  'Laser Treatment': 'लेज़र ट्रीटमेंट',

  // Listing order.
  'Available first': 'पहले उपलब्ध',
  'Price: low to high': 'क़ीमत: कम से ज़्यादा',
  'Price: high to low': 'क़ीमत: ज़्यादा से कम',
  'Name (A–Z)': 'नाम (A–Z)',
  Nearest: 'सबसे पास',

  // Listing sentences.
  'Category not found': 'श्रेणी नहीं मिली',
  'Failed to load providers': 'सेवा प्रदाताओं की सूची लोड नहीं हो सकी',
  'Loading providers...': 'सेवा प्रदाताओं की सूची लोड हो रही है...',
  '{category} near you in {city}': '{city} में आपके आस-पास {category}',
  'No providers found in {city} for this category': '{city} में इस श्रेणी का कोई सेवा प्रदाता नहीं मिला',
  '1 provider found': '1 सेवा प्रदाता मिला',
  '{n} providers found': '{n} सेवा प्रदाता मिले',
  ...hidden('search', 'आपकी खोज'),
  ...hidden('filters', 'आपके फ़िल्टर'),
  ...hidden('search and filters', 'आपकी खोज और फ़िल्टर'),

  // Home waitlist.
  'Please enter a valid email address': 'कृपया सही ई-मेल पता लिखें',
  "Thanks! We'll let you know as soon as we launch in your city.": 'धन्यवाद! आपके शहर में शुरू होते ही हम आपको बताएँगे।',
  "You're already on the list. We'll be in touch soon.": 'आप पहले से सूची में हैं। हम जल्द ही संपर्क करेंगे।',

  // Location popup and near me.
  'Please select a city before proceeding.': 'आगे बढ़ने से पहले कृपया एक शहर चुनें।',
  'Use my current location': 'मेरी मौजूदा जगह इस्तेमाल करें',
  'Finding your location…': 'आपकी जगह पता की जा रही है…',
  'Location permission was refused. Allow location for this site in your browser settings, or pick your city below.':
    'जगह की अनुमति नहीं मिली। ब्राउज़र की सेटिंग में इस साइट को जगह की अनुमति दें, या नीचे से अपना शहर चुनें।',
  'Your location could not be found. Try again outdoors, enter a PIN code, or pick your city below.':
    'आपकी जगह पता नहीं चल सकी। खुले में फिर से कोशिश करें, PIN कोड लिखें, या नीचे से अपना शहर चुनें।',
  'This browser cannot share your location. Enter a PIN code or pick your city below.':
    'यह ब्राउज़र आपकी जगह नहीं बता सकता। PIN कोड लिखें या नीचे से अपना शहर चुनें।',
  'No listed city is near that point yet. Pick your city below.':
    'उस जगह के पास अभी कोई शहर सूची में नहीं है। नीचे से अपना शहर चुनें।',
  'Enter PIN code': 'PIN कोड लिखें',
  'That PIN code has no known position. Pick your city below.': 'इस PIN कोड की जगह हमें पता नहीं है। नीचे से अपना शहर चुनें।',
  'Please enter a valid 6-digit pincode': 'कृपया सही 6 अंकों का PIN कोड लिखें',
  'Invalid pincode or no data found': 'PIN कोड ग़लत है या उसकी जानकारी नहीं मिली',

  // Menus and the profile's queue placeholder.
  'My appointments': 'मेरे अपॉइंटमेंट',
  'Your bookings, upcoming and past': 'आपकी बुकिंग, आने वाली और पिछली',
  Appointments: 'अपॉइंटमेंट',
  'Loading queue data...': 'कतार की जानकारी लोड हो रही है...',
};

import type { MessageCatalog } from '../localize-message';

/**
 * Hindi for shared and server messages; see messages.hi.ts. This part: the desks and services the
 * owner and managers set up.
 */
export const HINDI_DESKS: MessageCatalog = {
  'Enter a name for the desk.': 'डेस्क का नाम डालें।',
  'A desk name can have at most 60 characters.': 'डेस्क का नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है।',
  'Another desk already has this name.': 'इस नाम का डेस्क पहले से है।',
  'The token letter must be one letter from A to Z.': 'टोकन अक्षर A से Z तक का एक अक्षर होना चाहिए।',
  'Another desk already uses this token letter.': 'यह टोकन अक्षर दूसरा डेस्क पहले से इस्तेमाल कर रहा है।',
  'Desk not found': 'डेस्क नहीं मिला',
  'A business needs at least one desk.': 'व्यवसाय में कम से कम एक डेस्क होना ज़रूरी है।',
  'People are waiting at this desk. Move them to another desk first.':
    'इस डेस्क पर लोग इंतज़ार कर रहे हैं। पहले उन्हें दूसरे डेस्क पर भेजें।',
  'Desk members must be staff of this business.': 'डेस्क के सदस्य इसी व्यवसाय के स्टाफ़ होने चाहिए।',
  'One of the chosen services does not exist.': 'चुनी गई सेवाओं में से एक मौजूद नहीं है।',
  'Choose at most 100.': 'ज़्यादा से ज़्यादा 100 चुनें।',
  'Desk deleted': 'डेस्क हटा दिया गया',
  'Enter a name for the service.': 'सेवा का नाम डालें।',
  'A service name can have at most 60 characters.': 'सेवा का नाम ज़्यादा से ज़्यादा 60 अक्षरों का हो सकता है।',
  'Another service already has this name.': 'इस नाम की सेवा पहले से है।',
  'Enter a duration between 1 and 480 minutes.': '1 से 480 मिनट के बीच का समय डालें।',
  'Enter the price as a whole number of rupees (0 or more).': 'कीमत पूरे रुपयों में डालें (0 या उससे ज़्यादा)।',
  'One of the chosen desks does not exist.': 'चुने गए डेस्क में से एक मौजूद नहीं है।',
  'Service not found': 'सेवा नहीं मिली',
  'Service deleted': 'सेवा हटा दी गई',
};

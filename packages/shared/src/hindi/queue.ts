import type { MessageCatalog } from '../localize-message';

/**
 * Hindi for the queue, sign-in, "Now serving" screen and notification messages; see messages.hi.ts.
 * Keys are the English sentences exactly as packages/shared writes them (a counted noun as `plural()`
 * spells it), with `{holes}` where a value goes.
 */
export const HINDI_QUEUE: MessageCatalog = {
  // The customer fields.
  'Name is required': 'नाम ज़रूरी है',
  'Name must be at least 2 characters': 'नाम में कम से कम 2 अक्षर होने चाहिए',
  'Name must be at most 80 characters': 'नाम में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं',
  'Age is required': 'उम्र ज़रूरी है',
  'Age must be at least 1': 'उम्र कम से कम 1 होनी चाहिए',
  'Please enter a valid age': 'कृपया सही उम्र लिखें',
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  'Please enter a valid 10-digit phone number': 'कृपया सही 10 अंकों का फ़ोन नंबर लिखें',
  'Please select a gender': 'कृपया लिंग चुनें',
  Male: 'पुरुष',
  Female: 'महिला',

  // Refusals of the API.
  'You are already in a queue. Leave it before joining another.':
    'आप पहले से एक कतार में हैं। दूसरी कतार में शामिल होने से पहले उसे छोड़ें।',
  'You are not in any queue.': 'आप किसी कतार में नहीं हैं।',
  'The queue is empty.': 'कतार खाली है।',
  'This customer is not waiting in your queue.': 'यह ग्राहक आपकी कतार में इंतज़ार नहीं कर रहा है।',
  'There is nothing to undo for this customer.': 'इस ग्राहक के लिए पूर्ववत करने को कुछ नहीं है।',
  'It is too late to undo this.': 'अब इसे पूर्ववत करने में बहुत देर हो चुकी है।',
  'This customer has joined another queue since, so their place cannot be restored.':
    'यह ग्राहक तब से किसी दूसरी कतार में शामिल हो चुका है, इसलिए उसकी जगह वापस नहीं मिल सकती।',
  'This customer was not called from your queue.': 'इस ग्राहक को आपकी कतार से नहीं बुलाया गया था।',
  'It is too late to mark this customer as a no-show: that is possible for 30 minutes after the call.':
    'अब इस ग्राहक को "नहीं आया" मार्क करने में देर हो चुकी है: यह बुलाए जाने के 30 मिनट के भीतर ही हो सकता है।',
  'There is no place to rejoin.': 'दोबारा शामिल होने के लिए कोई जगह नहीं है।',
  'It is too late to rejoin: a place is kept for 10 minutes.':
    'दोबारा शामिल होने में देर हो चुकी है: जगह 10 मिनट तक ही सुरक्षित रहती है।',
  'You have already rejoined once. Please join the queue again.':
    'आप एक बार दोबारा शामिल हो चुके हैं। कृपया फिर से कतार में शामिल हों।',
  "{business} is currently unavailable. You can't join the queue right now.":
    '{business} अभी उपलब्ध नहीं है। आप अभी कतार में शामिल नहीं हो सकते।',
  'You are already in the queue at {business}. Leave it before joining another.':
    'आप पहले से {business} की कतार में हैं। दूसरी कतार में शामिल होने से पहले उसे छोड़ें।',
  '{business} has paused the queue. Please try again in a little while.':
    '{business} ने कतार रोक दी है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  // Desks: a doctor, chair or counter chosen at join, and the desk's own actions.
  'You can call people only at your own desks.': 'आप केवल अपने डेस्क पर ही लोगों को बुला सकते हैं।',
  'Choose the desk or the service to move this person to.': 'चुनें कि इस व्यक्ति को किस डेस्क या सेवा में भेजना है।',
  'Moved to the other line; they keep their place.': 'दूसरी लाइन में भेजा गया; उनकी जगह बनी रहेगी।',
  'Parked: they keep their token until you recall them.': 'रोका गया: आपके दोबारा बुलाने तक उनका टोकन बना रहेगा।',
  'Called back to the desk': 'डेस्क पर वापस बुलाया गया',
  'This person is not parked at your desk.': 'यह व्यक्ति आपके डेस्क पर रुका हुआ नहीं है।',
  'Only someone called at your desk can be parked.': 'केवल आपके डेस्क पर बुलाए गए व्यक्ति को ही रोका जा सकता है।',
  '{desk} is not seeing anyone right now. Choose another or "First available".':
    '{desk} अभी किसी से नहीं मिल रहे। कोई और चुनें या "जो पहले खाली हो"।',
  '{desk} has paused their line. Choose another or "First available".':
    '{desk} ने अपनी लाइन रोक दी है। कोई और चुनें या "जो पहले खाली हो"।',
  '{desk} does not offer {service}.': '{desk} पर {service} उपलब्ध नहीं है।',
  'Nobody offers {service} right now.': 'अभी कोई {service} नहीं दे रहा।',
  'Please keep the reason under 200 characters.': 'कृपया कारण 200 अक्षरों से कम में लिखें।',

  // The consumer's toasts, the queue widget and the turn card.
  'Successfully joined the queue!': 'आप कतार में शामिल हो गए!',
  'Failed to join the queue': 'कतार में शामिल नहीं हो सके',
  'Left queue successfully': 'आपने कतार छोड़ दी',
  'Failed to leave queue': 'कतार नहीं छोड़ सके',
  'Unable to load queue data': 'कतार की जानकारी लोड नहीं हो सकी',
  'Loading queue data...': 'कतार की जानकारी लोड हो रही है...',
  'Try Again': 'फिर से कोशिश करें',
  'Step In Line, Virtually!': 'घर बैठे कतार में लगें!',
  'Your position': 'आपकी जगह',
  'Join queue to see your position': 'अपनी जगह देखने के लिए कतार में शामिल हों',
  'Not in queue': 'कतार में नहीं',
  'Total in Queue': 'कतार में कुल',
  'Queue is empty': 'कतार खाली है',
  'Join Queue': 'कतार में शामिल हों',
  'Joining...': 'शामिल हो रहे हैं...',
  'Leave Queue': 'कतार छोड़ें',
  'Leave the queue?': 'कतार छोड़ना चाहते हैं?',
  'Stay in queue': 'कतार में रहें',
  'Provider Unavailable': 'सेवा प्रदाता उपलब्ध नहीं',
  'Queue paused': 'कतार रुकी हुई है',
  'The queue is paused. You keep your place.': 'कतार अभी रुकी हुई है। आपकी जगह बनी रहेगी।',
  'Please go to the desk': 'कृपया काउंटर पर जाएँ',
  'You missed your turn': 'आपकी बारी निकल गई',
  Dismiss: 'बंद करें',
  'My queue': 'मेरी कतार',
  'Rejoin at my old place': 'अपनी पुरानी जगह पर लौटें',
  'Rejoining...': 'लौट रहे हैं...',
  'You are back at your old place in the queue.': 'आप कतार में अपनी पुरानी जगह पर लौट आए हैं।',
  'Could not rejoin the queue': 'कतार में दोबारा शामिल नहीं हो सके',
  'Your position: {position}': 'आपकी जगह: {position}',
  'You are no longer in the queue.': 'अब आप कतार में नहीं हैं।',
  "It's your turn at {business}": '{business} में आपकी बारी आ गई है',
  '{business} removed you from the queue': '{business} ने आपको कतार से हटा दिया है',

  // Sign-in.
  'Email is required': 'ई-मेल ज़रूरी है',
  'Please enter a valid email address': 'कृपया सही ई-मेल पता लिखें',
  'Please fill in all OTP digits.': 'कृपया OTP के सभी अंक भरें।',
  'Please enter the 6-digit code from the e-mail.': 'कृपया ई-मेल में आया 6 अंकों का कोड लिखें।',
  'No code was requested for this address. Please request a new code.':
    'इस पते के लिए कोई कोड नहीं माँगा गया था। कृपया नया कोड मँगाएँ।',
  'This code has expired. Please request a new code.': 'इस कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।',
  'This code has already been used. Please request a new code.': 'यह कोड पहले ही इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।',
  'Too many incorrect attempts. Please request a new code.': 'बहुत बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।',
  'We could not send the code right now. Please try again in a moment.':
    'हम अभी कोड नहीं भेज पाए। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Google login failed. Please try again.': 'Google से लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Google login was unsuccessful. Please try again.': 'Google से लॉग इन सफल नहीं हुआ। कृपया फिर से कोशिश करें।',
  'Google sign-in is not available on this server. Please log in with your e-mail.':
    'इस सर्वर पर Google से साइन इन उपलब्ध नहीं है। कृपया अपने ई-मेल से लॉग इन करें।',
  'Your session has expired. Please log in again.': 'आपका सत्र खत्म हो गया है। कृपया फिर से लॉग इन करें।',
  'You have been logged out.': 'आप लॉग आउट हो गए हैं।',
  'You have been signed out on every device.': 'आप हर डिवाइस से लॉग आउट हो गए हैं।',
  'You must be a provider to do this.': 'यह काम सिर्फ़ सेवा प्रदाता कर सकते हैं।',
  'You must be a provider to access this page': 'यह पेज देखने के लिए आपका सेवा प्रदाता होना ज़रूरी है',
  'Only administrators can do this.': 'यह काम सिर्फ़ एडमिन कर सकते हैं।',
  'Verifying access...': 'अनुमति जाँची जा रही है...',
  'Please login to join the queue': 'कतार में शामिल होने के लिए कृपया लॉग इन करें',
  'We sent a 6-digit code to {email}. It is valid for 10 minutes.':
    'हमने {email} पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।',
  'Incorrect code. 1 attempt left.': 'गलत कोड। 1 कोशिश बाकी है।',
  'Incorrect code. {count} attempts left.': 'गलत कोड। {count} कोशिशें बाकी हैं।',
  'Please wait 1 second before requesting a new code.': 'नया कोड मँगाने से पहले कृपया 1 सेकंड रुकें।',
  'Please wait 1 minute before requesting a new code.': 'नया कोड मँगाने से पहले कृपया 1 मिनट रुकें।',
  'Please wait {count} seconds before requesting a new code.': 'नया कोड मँगाने से पहले कृपया {count} सेकंड रुकें।',
  'Please wait {count} minutes before requesting a new code.': 'नया कोड मँगाने से पहले कृपया {count} मिनट रुकें।',
  'Too many attempts. Please try again in {count} seconds.':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया {count} सेकंड बाद फिर से कोशिश करें।',
  'Too many attempts. Please try again in {count} minutes.':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया {count} मिनट बाद फिर से कोशिश करें।',
  'Too many codes were requested for this address. Please try again in {count} minutes.':
    'इस पते के लिए बहुत ज़्यादा कोड माँगे गए। कृपया {count} मिनट बाद फिर से कोशिश करें।',
  'Too many codes were requested for this address. Please try again in {count} seconds.':
    'इस पते के लिए बहुत ज़्यादा कोड माँगे गए। कृपया {count} सेकंड बाद फिर से कोशिश करें।',
  'Only the {roles} of this business can do this.': 'यह काम इस कारोबार के सिर्फ़ {roles} कर सकते हैं।',

  // The "Now serving" screen and the poster.
  'Now serving': 'अभी बारी',
  'Nobody called yet': 'अभी तक किसी को नहीं बुलाया गया',
  Next: 'अगले',
  'Nobody is waiting': 'कोई इंतज़ार में नहीं है',
  Waiting: 'इंतज़ार में',
  'Wait if you join now': 'अभी जुड़ने पर इंतज़ार',
  'Reconnecting…': 'फिर से जुड़ रहे हैं…',
  'The queue is paused': 'कतार रुकी हुई है',
  'Closed for now': 'अभी बंद है',
  'Scan to join the queue': 'कतार में शामिल होने के लिए स्कैन करें',
  'Or open': 'या खोलें',
  'Print QR poster': 'QR पोस्टर प्रिंट करें',
  'Open “Now serving” screen': '“अभी बारी” स्क्रीन खोलें',
  'Show first names on the “Now serving” screen': '“अभी बारी” स्क्रीन पर पहला नाम दिखाएँ',
  'Off: the screen shows tokens only. On: it also shows the first name of each of the next five people. Phone numbers are never shown.':
    'बंद: स्क्रीन पर सिर्फ़ टोकन दिखते हैं। चालू: अगले पाँच लोगों का पहला नाम भी दिखता है। फ़ोन नंबर कभी नहीं दिखते।',
  'Display setting saved': 'डिस्प्ले सेटिंग सेव हो गई',
  'Could not save the display setting': 'डिस्प्ले सेटिंग सेव नहीं हो सकी',

  // Notifications.
  Notifications: 'सूचनाएँ',
  'Push notifications on this device': 'इस डिवाइस पर पुश सूचनाएँ',
  'E-mail': 'ई-मेल',
  WhatsApp: 'WhatsApp',
  'Tell me when I am this close': 'मुझे तब बताएँ जब मैं इतना पास पहुँच जाऊँ',
  'Send a test notification': 'टेस्ट सूचना भेजें',
  'Test notification sent': 'टेस्ट सूचना भेज दी गई',
  'Turn on at least one channel first.': 'पहले कम से कम एक माध्यम चालू करें।',
  'This browser cannot receive push notifications.': 'यह ब्राउज़र पुश सूचनाएँ नहीं ले सकता।',
  'Notifications are blocked for this site in your browser settings.': 'आपके ब्राउज़र की सेटिंग में इस साइट की सूचनाएँ बंद हैं।',
  'Push notifications are not set up on this server.': 'इस सर्वर पर पुश सूचनाएँ सेट नहीं हैं।',
  'WhatsApp messages go only to queues you join with the WhatsApp box ticked.':
    'WhatsApp संदेश सिर्फ़ उन्हीं कतारों के लिए आते हैं जिनमें आप WhatsApp वाला बॉक्स चुनकर शामिल होते हैं।',
  'This push service is not accepted. Use a browser with its standard push service.':
    'यह पुश सेवा स्वीकार नहीं है। ऐसे ब्राउज़र का इस्तेमाल करें जिसमें उसकी सामान्य पुश सेवा हो।',
  'No such push subscription.': 'ऐसी कोई पुश सदस्यता नहीं है।',
  'Notifications work. You will hear from us when your turn is near.':
    'सूचनाएँ काम कर रही हैं। आपकी बारी पास आने पर हम आपको बताएँगे।',
  'Send me WhatsApp updates on +91 {phone}': 'मुझे +91 {phone} पर WhatsApp पर अपडेट भेजें',
  'Token {token}. Please go to the desk.': 'टोकन {token}। कृपया काउंटर पर जाएँ।',
  'Token {token}, please go to {desk}.': 'टोकन {token}, कृपया {desk} के पास जाएँ।',
  'Your turn at {business} is near': '{business} में आपकी बारी पास है',
  'You are number {position} in the queue (Token {token}).': 'कतार में आपका नंबर {position} है (टोकन {token})।',
  '{business} has closed for now. You keep your place.': '{business} अभी के लिए बंद है। आपकी जगह बनी रहेगी।',
  'Choose a number from 1 to 10': '1 से 10 के बीच कोई नंबर चुनें',
  // Last: a template this short would also match the longer sentences that start the same way.
  'Token {token}': 'टोकन {token}',
};

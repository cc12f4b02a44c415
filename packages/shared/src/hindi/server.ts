import type { MessageCatalog } from '../localize-message';

/**
 * Hindi for every message of the shared rules and of the API (errors, confirmations, e-mails and
 * alerts); see messages.hi.ts. messages.hi.test.ts fails when a shared message has no entry here.
 */
export const HINDI_SERVER: MessageCatalog = {
  // Analytics, applications, appointments and their labels
  // Sign-in, categories, display, places, listing, general, notifications, payments, profile, queue, staff, text, uploads, webhooks
  'Authentication required': 'कृपया पहले लॉग इन करें',
  'Please choose English or Hindi.': 'कृपया English या हिन्दी चुनें।',
  'Longitude must be a number between 68 and 97.5 (inside India).':
    'देशांतर 68 से 97.5 के बीच की संख्या होनी चाहिए (भारत के अंदर)।',
  'Radius must be a number of kilometres between 0.1 and 50.': 'दायरा 0.1 से 50 किलोमीटर के बीच होना चाहिए।',
  'Limit must be a whole number between 1 and 200.': 'सीमा 1 से 200 के बीच की पूर्ण संख्या होनी चाहिए।',
  'An unexpected error occurred': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'City not found': 'शहर नहीं मिला',
  'Route not found': 'यह पता मौजूद नहीं है',
  'Some of the values sent are not valid.': 'भेजी गई कुछ जानकारी सही नहीं है।',
  'The request body must be a JSON object.': 'अनुरोध का हिस्सा (body) एक JSON ऑब्जेक्ट होना चाहिए।',
  'Type at least 2 characters to search.': 'खोजने के लिए कम से कम 2 अक्षर लिखें।',
  Kataar: 'Kataar',
  'Test notification from Kataar': 'Kataar से टेस्ट सूचना',
  'Nobody called in the last 30 minutes.': 'पिछले 30 मिनट में किसी को नहीं बुलाया गया।',
  'Please remove invisible control characters from this text.': 'कृपया इस टेक्स्ट से छिपे हुए कंट्रोल अक्षर हटाएँ।',
  'Please choose an image to upload.': 'कृपया अपलोड करने के लिए फ़ोटो चुनें।',
  'The file is empty.': 'फ़ाइल ख़ाली है।',
  'This file contains content that is not part of an image.': 'इस फ़ाइल में ऐसी सामग्री है जो फ़ोटो का हिस्सा नहीं है।',
  'The image could not be read. It may be damaged or incomplete.': 'फ़ोटो पढ़ी नहीं जा सकी। हो सकता है वह ख़राब या अधूरी हो।',
  'The image has too many pixels. Please upload a smaller image.': 'फ़ोटो में बहुत ज़्यादा पिक्सेल हैं। कृपया छोटी फ़ोटो अपलोड करें।',
  'Many images are being uploaded right now. Please try again in a few seconds.':
    'अभी बहुत सारी फ़ोटो अपलोड हो रही हैं। कृपया कुछ सेकंड में फिर से कोशिश करें।',
  'Too many people are following live queues right now. Please try again in a few seconds.':
    'अभी बहुत सारे लोग लाइव कतारें देख रहे हैं। कृपया कुछ सेकंड में फिर से कोशिश करें।',
  // Category names, sentences built with values ({hole} templates), e-mails, and messages of the API itself
  'Invalid value': 'यह मान सही नहीं है',
  Unsubscribed: 'सदस्यता हटा दी गई',
  'endpoint must be an https URL': 'endpoint एक https URL होना चाहिए',
  'Choose a number from {min} to {max}': '{min} से {max} तक की कोई संख्या चुनें',
  'Appointment confirmed at {business}': '{business} में अपॉइंटमेंट पक्का हो गया',
  '{when}. Booking {reference}. The calendar file is attached to the e-mail.':
    '{when}। बुकिंग {reference}। कैलेंडर फ़ाइल ईमेल के साथ जुड़ी है।',
  'Appointment moved at {business}': '{business} में अपॉइंटमेंट का समय बदल गया',
  'Tomorrow: your appointment at {business}': 'कल: {business} में आपका अपॉइंटमेंट',
  'In {hours} hour: your appointment at {business}': '{hours} घंटे में: {business} में आपका अपॉइंटमेंट',
  '{when}. Booking {reference}. Check in at the desk when you arrive.':
    '{when}। बुकिंग {reference}। पहुँचने पर काउंटर पर हाज़िरी लगाएँ।',
  '{business} cancelled your appointment': '{business} ने आपका अपॉइंटमेंट रद्द कर दिया',
  '{when}. Reason: {reason}': '{when}। वजह: {reason}',
  'Your slot at {business} was booked by someone else': '{business} में आपका स्लॉट किसी और ने बुक कर लिया',
  '{when}. Your payment of {amount} arrived after your hold had ended, and the slot was booked meanwhile. It is being refunded. Choose another time in My appointments.':
    '{when}। आपका {amount} का भुगतान रोक का समय ख़त्म होने के बाद पहुँचा, और इस बीच स्लॉट बुक हो गया। पैसे वापस भेजे जा रहे हैं। मेरे अपॉइंटमेंट में कोई और समय चुनें।',
  '{when}. Your payment of {amount} arrived after your hold had ended, and the slot was booked meanwhile. The provider will return it to you. Choose another time in My appointments.':
    '{when}। आपका {amount} का भुगतान रोक का समय ख़त्म होने के बाद पहुँचा, और इस बीच स्लॉट बुक हो गया। सेवा प्रदाता पैसे आपको लौटा देंगे। मेरे अपॉइंटमेंट में कोई और समय चुनें।',
  'Incorrect code. {n} attempts left.': 'कोड ग़लत है। {n} कोशिशें बाक़ी हैं।',
  'Please wait {n} second before requesting a new code.': 'नया कोड माँगने से पहले {n} सेकंड रुकें।',
  'Please wait {n} seconds before requesting a new code.': 'नया कोड माँगने से पहले {n} सेकंड रुकें।',
  'Please wait {n} minute before requesting a new code.': 'नया कोड माँगने से पहले {n} मिनट रुकें।',
  'Please wait {n} minutes before requesting a new code.': 'नया कोड माँगने से पहले {n} मिनट रुकें।',
  'Too many attempts. Please try again in {n} second.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {n} सेकंड बाद फिर से कोशिश करें।',
  'Too many attempts. Please try again in {n} seconds.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {n} सेकंड बाद फिर से कोशिश करें।',
  'Too many attempts. Please try again in {n} minute.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {n} मिनट बाद फिर से कोशिश करें।',
  'Too many attempts. Please try again in {n} minutes.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {n} मिनट बाद फिर से कोशिश करें।',
  'Too many codes were requested for this address. Please try again in {n} second.':
    'इस पते के लिए बहुत सारे कोड माँगे जा चुके हैं। कृपया {n} सेकंड बाद फिर से कोशिश करें।',
  'Too many codes were requested for this address. Please try again in {n} seconds.':
    'इस पते के लिए बहुत सारे कोड माँगे जा चुके हैं। कृपया {n} सेकंड बाद फिर से कोशिश करें।',
  'Too many codes were requested for this address. Please try again in {n} minute.':
    'इस पते के लिए बहुत सारे कोड माँगे जा चुके हैं। कृपया {n} मिनट बाद फिर से कोशिश करें।',
  'Too many codes were requested for this address. Please try again in {n} minutes.':
    'इस पते के लिए बहुत सारे कोड माँगे जा चुके हैं। कृपया {n} मिनट बाद फिर से कोशिश करें।',
  'Only the owner or manager of this business can do this.': 'यह सिर्फ़ इस व्यवसाय के मालिक या मैनेजर कर सकते हैं।',
  'Only the owner of this business can do this.': 'यह सिर्फ़ इस व्यवसाय के मालिक कर सकते हैं।',
  'Only the manager of this business can do this.': 'यह सिर्फ़ इस व्यवसाय के मैनेजर कर सकते हैं।',
  'People in queue: {n}': 'कतार में लोग: {n}',
  'You are number {position}, about {wait}. You will lose your place.':
    'आपका नंबर {position} है, लगभग {wait}। आपकी जगह चली जाएगी।',
  'You are number {position}. You will lose your place.': 'आपका नंबर {position} है। आपकी जगह चली जाएगी।',
  '{name} (Token {token}) did not come to the desk. They can rejoin at their old place within 10 minutes.':
    '{name} (टोकन {token}) काउंटर पर नहीं आए। वे 10 मिनट के अंदर अपनी पुरानी जगह पर लौट सकते हैं।',
  'Your place is kept for {clock}': 'आपकी जगह {clock} तक रखी है',
  'Your place is kept for 1 more minute': 'आपकी जगह 1 मिनट और रखी है',
  'Your place is kept for {minutes} more minutes': 'आपकी जगह {minutes} मिनट और रखी है',
  '{code} is your Kataar login code': '{code} आपका Kataar लॉग इन कोड है',
  'Your Kataar login code is {code}.': 'आपका Kataar लॉग इन कोड {code} है।',
  'It is valid for 10 minutes and can be used once.': 'यह 10 मिनट तक चलेगा और एक ही बार इस्तेमाल हो सकता है।',
  'If you did not ask for it, you can ignore this e-mail.': 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।',
  'Your Kataar application for {business} is approved': '{business} के लिए आपका Kataar आवेदन मंज़ूर हो गया है',
  'Good news! {business} is now on Kataar.': 'ख़ुशख़बरी! {business} अब Kataar पर है।',
  'Log in with this e-mail address to open your dashboard: {url}':
    'अपना डैशबोर्ड खोलने के लिए इसी ईमेल पते से लॉग इन करें: {url}',
  'Your public page: {url}': 'आपका सार्वजनिक पेज: {url}',
  'Your business starts as closed: switch it on from the dashboard when you are ready to take customers.':
    'शुरुआत में आपका व्यवसाय बंद दिखेगा: जब आप ग्राहक लेने के लिए तैयार हों, तब डैशबोर्ड से उसे चालू करें।',
  'Note from our team: {note}': 'हमारी टीम की ओर से नोट: {note}',
  '— The Kataar team': '— Kataar टीम',
  'Your Kataar application for {business}': '{business} के लिए आपका Kataar आवेदन',
  'Thank you for applying to list {business} on Kataar. We could not approve the application this time.':
    'Kataar पर {business} को जोड़ने के लिए आवेदन करने का धन्यवाद। इस बार हम आवेदन मंज़ूर नहीं कर सके।',
  'You can see the status of your application and apply again at {url}':
    'आप अपने आवेदन की स्थिति देख सकते हैं और फिर से आवेदन कर सकते हैं: {url}',
  'You have been added to {business} on Kataar': 'आपको Kataar पर {business} में जोड़ा गया है',
  'You have been added as manager of {business} on Kataar.': 'आपको Kataar पर {business} में मैनेजर के रूप में जोड़ा गया है।',
  'You have been added as receptionist of {business} on Kataar.':
    'आपको Kataar पर {business} में रिसेप्शनिस्ट के रूप में जोड़ा गया है।',
  'To run the queue, log in at {url} with this e-mail address ({email}); we will send you a one-time code.':
    'कतार चलाने के लिए {url} पर इसी ईमेल पते ({email}) से लॉग इन करें; हम आपको एक बार इस्तेमाल होने वाला कोड भेजेंगे।',
  'Your dashboard: {url}': 'आपका डैशबोर्ड: {url}',
  "Body is not valid JSON but content-type is set to 'application/json'":
    "भेजा गया body सही JSON नहीं है, जबकि content-type 'application/json' है",
  "Body cannot be empty when content-type is set to 'application/json'":
    "content-type 'application/json' होने पर body ख़ाली नहीं हो सकता",
  'Request body is too large': 'भेजा गया body बहुत बड़ा है',
  'Unsupported Media Type: {type}': 'यह मीडिया टाइप मान्य नहीं है: {type}',
  // Titles and descriptions of the server-rendered pages (provider names, cities and specialities stay as entered)
  'Kataar · Skip your "call to book" era': 'Kataar · "फ़ोन करके बुक करो" वाला दौर अब ख़त्म',
  'Kataar: find doctors and salons in your city and join their queue from your phone. Skip your "call to book" era.':
    'Kataar: अपने शहर में डॉक्टर और सैलून ढूँढें और अपने फ़ोन से उनकी कतार में शामिल हों। "फ़ोन करके बुक करो" वाला दौर अब ख़त्म।',
  'Contact us': 'हमसे संपर्क करें',
  'Questions, feedback or a problem with a queue? Write to the Kataar team or call us.':
    'कोई सवाल, सुझाव या कतार में कोई परेशानी? Kataar टीम को लिखें या हमें फ़ोन करें।',
  'Partner with us': 'हमारे साथ जुड़ें',
  'List your clinic or salon on Kataar: patients and customers join your queue from their phone, and you run it from one screen.':
    'अपना क्लिनिक या सैलून Kataar पर जोड़ें: मरीज़ और ग्राहक अपने फ़ोन से आपकी कतार में शामिल होते हैं, और आप एक ही स्क्रीन से उसे चलाते हैं।',
  'How it started': 'शुरुआत कैसे हुई',
  'The story behind Kataar, and why waiting in a crowded lobby should be a thing of the past.':
    'Kataar की कहानी, और क्यों भीड़ भरे वेटिंग रूम में इंतज़ार अब बीते दिनों की बात होनी चाहिए।',
  '{name} · {label} in {city} · Kataar': '{name} · {city} में {label} · Kataar',
  '{name}: {label} in {place}. {speciality}. Consultation from ₹{price}. Join the queue from your phone on Kataar and skip the wait.':
    '{name}: {place} में {label}। {speciality}। परामर्श शुल्क ₹{price} से। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।',
  '{name}: {label} in {place}. {speciality}. Services from ₹{price}. Join the queue from your phone on Kataar and skip the wait.':
    '{name}: {place} में {label}। {speciality}। सेवाएँ ₹{price} से। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।',
  '{name}: {label} in {place}. Consultation from ₹{price}. Join the queue from your phone on Kataar and skip the wait.':
    '{name}: {place} में {label}। परामर्श शुल्क ₹{price} से। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।',
  '{name}: {label} in {place}. Services from ₹{price}. Join the queue from your phone on Kataar and skip the wait.':
    '{name}: {place} में {label}। सेवाएँ ₹{price} से। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।',
  '{name}: {label} in {place}. {speciality}. Join the queue from your phone on Kataar and skip the wait.':
    '{name}: {place} में {label}। {speciality}। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।',
  '{name}: {label} in {place}. Join the queue from your phone on Kataar and skip the wait.':
    '{name}: {place} में {label}। Kataar पर अपने फ़ोन से कतार में शामिल हों और इंतज़ार से बचें।',
  '{label} near you': 'आपके पास {label}',
  'Find a {label} near you on Kataar and join their queue from your phone.':
    'Kataar पर अपने पास {label} ढूँढें और अपने फ़ोन से उनकी कतार में शामिल हों।',
  '1 place for {label} in {city} on Kataar. See who is open, their prices and the live queue, and join from your phone.':
    'Kataar पर {city} में {label} की 1 जगह। देखें कौन खुला है, उनका शुल्क और लाइव कतार, और अपने फ़ोन से शामिल हों।',
  '{n} places for {label} in {city} on Kataar. See who is open, their prices and the live queue, and join from your phone.':
    'Kataar पर {city} में {label} की {n} जगहें। देखें कौन खुला है, उनका शुल्क और लाइव कतार, और अपने फ़ोन से शामिल हों।',
  'No providers found in {city} for this category yet. Kataar is coming to more cities soon.':
    '{city} में अभी इस श्रेणी का कोई सेवा प्रदाता नहीं मिला। Kataar जल्द ही और शहरों में आ रहा है।',
};

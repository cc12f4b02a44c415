import type { MessageCatalog } from '../localize-message';

/** Hindi for the messages of the API and of the shared rules; see messages.hi.ts. */
export const HINDI_SERVER: MessageCatalog = {
  'An unexpected error occurred': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Authentication required': 'कृपया पहले लॉग इन करें',
  'Provider not found': 'सेवा प्रदाता नहीं मिला',
};

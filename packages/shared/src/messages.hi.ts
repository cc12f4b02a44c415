import type { MessageCatalog } from './localize-message';

/**
 * Hindi for every message the API sends and the shared schemas show (English sentence or
 * `{hole}` template → Hindi). The web app loads this file only when Hindi is the active language.
 */
export const HINDI_MESSAGES: MessageCatalog = {
  'An unexpected error occurred': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Authentication required': 'कृपया पहले लॉग इन करें',
  'Provider not found': 'सेवा प्रदाता नहीं मिला',
};

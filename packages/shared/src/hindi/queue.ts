import type { MessageCatalog } from '../localize-message';

/** Hindi for shared and server messages; see messages.hi.ts. */
export const HINDI_QUEUE: MessageCatalog = {};

import { HINDI_APPOINTMENTS } from './hindi/appointments';
import { HINDI_DESKS } from './hindi/desks';
import { HINDI_PROVIDER } from './hindi/provider';
import { HINDI_PUBLIC } from './hindi/public';
import { HINDI_QUEUE } from './hindi/queue';
import { HINDI_SERVER } from './hindi/server';
import { HINDI_VALIDATION } from './hindi/validation';
import type { MessageCatalog } from './localize-message';

/**
 * Hindi for every message the API sends and the shared rules show (English sentence or `{hole}`
 * template → Hindi), gathered from one file per area of the product. The web app loads this only
 * when Hindi is the active language.
 */
export const HINDI_MESSAGES: MessageCatalog = {
  ...HINDI_VALIDATION,
  ...HINDI_SERVER,
  ...HINDI_PUBLIC,
  ...HINDI_QUEUE,
  ...HINDI_PROVIDER,
  ...HINDI_APPOINTMENTS,
  ...HINDI_DESKS,
};

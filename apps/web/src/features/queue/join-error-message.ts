import { QUEUE_MESSAGES } from '@kataar/shared/queue';
import { ApiError } from '../../lib/api';

/**
 * The toast for a failed join: the first `non_field_errors` message, else the first message of the
 * first field error, else the error's own message, default 'Failed to join the queue'.
 */
export function joinErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.errors) {
    const nonField = error.errors.non_field_errors?.[0];
    if (nonField) return nonField;
    for (const messages of Object.values(error.errors)) {
      if (messages[0]) return messages[0];
    }
  }
  return error instanceof Error && error.message ? error.message : QUEUE_MESSAGES.joinFailed;
}

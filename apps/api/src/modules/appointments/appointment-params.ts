import { z } from 'zod';
import { APPOINTMENT_MESSAGES } from '@kataar/shared/appointments';

/** `{id}` of the booking routes: a malformed id is refused (400) before any query. */
export const appointmentIdParams = z.object({ id: z.uuid({ error: APPOINTMENT_MESSAGES.notFound }) });

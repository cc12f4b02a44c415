import type { UpdateMeBody, User } from '@kataar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api';
import { updateUser } from '../../../lib/session';

/** PATCH /auth/me/: the person's name (or language); the answer is the user as the server now sees them. */
export const updateMe = (changes: UpdateMeBody): Promise<User> =>
  api.patch<DataEnvelope<User>>('/auth/me/', changes).then((body) => body.data);

/** The session takes the answer, so the greeting, the menu and the forms use the new name at once. */
export const useUpdateMe = () => useMutation({ mutationFn: updateMe, onSuccess: updateUser });

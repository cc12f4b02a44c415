import type { User } from '@kataar/shared/auth';
import { api, type DataEnvelope } from '../../../lib/api';
import { isUser, updateUser } from '../../../lib/session';

/** Asks the server who the user is now (approval makes them a provider) and keeps the session in step. */
export const refreshUser = async (): Promise<void> => {
  const body = await api.get<DataEnvelope<User>>('/auth/me/', { promptLogin: false });
  if (isUser(body.data)) updateUser(body.data);
};

import { api } from '../../../lib/api';

/** Revokes the refresh token's family on the server. */
export const logoutOnServer = (refresh: string) =>
  api.post<{ message: string }>('/auth/logout/', { refresh }, { auth: false });

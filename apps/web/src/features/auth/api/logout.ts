import { api } from '../../../lib/api';

/** Ends the session of the refresh cookie on the server, which clears the cookie. `{}`: JSON, never a form. */
export const logoutOnServer = () => api.post<{ message: string }>('/auth/logout/', {}, { auth: false });

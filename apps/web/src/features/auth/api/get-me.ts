import type { User } from '@kataar/shared/auth';
import { api, type DataEnvelope } from '../../../lib/api';

/** The signed-in user as the server sees them now. Silent: an ended session only logs out. */
export const getMe = () => api.get<DataEnvelope<User>>('/auth/me/', { promptLogin: false }).then((body) => body.data);

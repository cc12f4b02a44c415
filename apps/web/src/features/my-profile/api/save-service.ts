import type { Service, ServicePatch } from '@kataar/shared/desks';
import { api, type DataEnvelope } from '../../../lib/api';
import { useSetupMutation } from './setup-mutation';

/** POST /provider/services/ (no id) or PATCH /provider/services/{id}/: answers the service as saved. */
export const saveService = ({ id, ...body }: ServicePatch & { id?: number }): Promise<Service> =>
  (id === undefined
    ? api.post<DataEnvelope<Service>>('/provider/services/', body)
    : api.patch<DataEnvelope<Service>>(`/provider/services/${id}/`, body)
  ).then((answer) => answer.data);

/** DELETE /provider/services/{id}/: answers the message to show. */
export const deleteService = (id: number): Promise<string | undefined> =>
  api.delete<{ message?: string }>(`/provider/services/${id}/`).then((body) => body?.message);

export const useSaveService = () => useSetupMutation(saveService);
export const useDeleteService = () => useSetupMutation(deleteService);

import type { Desk, DeskPatch } from '@kataar/shared/desks';
import { api, type DataEnvelope } from '../../../lib/api';
import { useSetupMutation } from './setup-mutation';

/** POST /provider/desks/ (no id) or PATCH /provider/desks/{id}/: answers the desk as saved. */
export const saveDesk = ({ id, ...body }: DeskPatch & { id?: number }): Promise<Desk> =>
  (id === undefined
    ? api.post<DataEnvelope<Desk>>('/provider/desks/', body)
    : api.patch<DataEnvelope<Desk>>(`/provider/desks/${id}/`, body)
  ).then((answer) => answer.data);

/** DELETE /provider/desks/{id}/: answers the message to show. */
export const deleteDesk = (id: number): Promise<string | undefined> =>
  api.delete<{ message?: string }>(`/provider/desks/${id}/`).then((body) => body?.message);

export const useSaveDesk = () => useSetupMutation(saveDesk);
export const useDeleteDesk = () => useSetupMutation(deleteDesk);

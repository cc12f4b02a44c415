import type { UndoAnswer } from '@kataar/shared/queue';
import { api } from '../../../lib/api';

/** POST /queue/undo/{id}/: a person just called or removed waits again at their old place. */
export const undoEntry = (id: number): Promise<UndoAnswer['data']> =>
  api.post<UndoAnswer>(`/queue/undo/${id}/`).then((body) => body.data);

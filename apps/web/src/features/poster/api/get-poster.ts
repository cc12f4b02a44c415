import { posterAnswerSchema, type Poster } from '@kataar/shared/display';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /provider/poster/: the business name and the public profile's address on the site's public URL. */
export const getPoster = (signal?: AbortSignal): Promise<Poster> =>
  api.get<unknown>('/provider/poster/', { signal }).then((body) => posterAnswerSchema.parse(body).data);

export const usePoster = () =>
  useQuery({ queryKey: ['provider', 'poster'], queryFn: ({ signal }) => getPoster(signal) });

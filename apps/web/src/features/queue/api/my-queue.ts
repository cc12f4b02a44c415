import type { QueryClient } from '@tanstack/react-query';
import { MY_QUEUE_KEY } from '../../../lib/my-queue';

/** After a join, a leave or the end of a wait: the banner and the user menu ask again. */
export const invalidateMyQueue = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: MY_QUEUE_KEY });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { clearSession } from '../../../lib/session';

/** POST /auth/logout-all/: every session of the person ends, this one included (the server clears the cookie). */
export const signOutEverywhere = () =>
  api.post<{ message: string }>('/auth/logout-all/', {}, { promptLogin: false }).then((body) => body.message);

/**
 * Then this tab forgets the person too, drops what it knew about them and goes home, saying so
 * (the page that asked is gone by then, so the word comes from here).
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: (message) => {
      toast.success(message);
      clearSession();
      void queryClient.invalidateQueries();
      void navigate(paths.home());
    },
  });
}

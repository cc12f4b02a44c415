import type { LoginAnswer } from '@kataar/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeRedirect } from '../../lib/login-popup';
import { paths } from '../../lib/paths';
import { signIn } from '../../lib/session';

/**
 * Stores the session and leaves the popup: to the page the guard remembered if there is one,
 * else providers to their dashboard and everyone else to /.
 */
export function useCompleteLogin(onDone: () => void): (answer: LoginAnswer) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LoginAnswer) => {
      signIn(answer);
      // Whatever was loaded anonymously (queue positions) is now someone's.
      void queryClient.invalidateQueries();
      const target = takeRedirect() ?? (answer.user.is_provider ? paths.providerDashboard() : paths.home());
      onDone();
      void navigate(target);
    },
    [navigate, queryClient, onDone],
  );
}

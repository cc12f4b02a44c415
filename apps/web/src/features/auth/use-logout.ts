import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { clearSession, readStoredTokens } from '../../lib/session';
import { logoutOnServer } from './api/logout';

/** Logout (spec section 4): clears the user and both tokens, revokes the session on the server, goes to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { refresh } = readStoredTokens();
    clearSession();
    // The local session is gone either way; a server that cannot be reached only keeps a token nobody holds.
    if (refresh) logoutOnServer(refresh).catch(() => undefined);
    void queryClient.invalidateQueries();
    void navigate(paths.home());
  }, [navigate, queryClient]);
}

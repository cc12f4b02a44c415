import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';
import { logoutOnServer } from './api/logout';

/** Logout: forgets the user and the access token, ends the session on the server (which clears the refresh cookie), goes to /. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    // The local session is gone either way; a server that cannot be reached keeps a session that
    // only its cookie names, and the next login replaces that cookie.
    logoutOnServer().catch(() => undefined);
    void queryClient.invalidateQueries();
    void navigate(paths.home());
  }, [navigate, queryClient]);
}

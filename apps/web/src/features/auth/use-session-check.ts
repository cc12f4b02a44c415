import { useEffect } from 'react';
import { finishSessionCheck, getSession, isUser, updateUser } from '../../lib/session';
import { getMe } from './api/get-me';

let checking = false;

/**
 * On load the stored session is checked with the server once: the user's role may have changed
 * since login (an approved application makes a provider), and an ended session logs out quietly.
 * Until then the session is loading, and the provider guard says 'Verifying access...'.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    if (checking || !getSession().isLoading) return;
    checking = true;
    getMe()
      .then((user) => {
        if (isUser(user)) updateUser(user);
      })
      // Offline or a server error: keep the stored user; the next call will tell.
      .catch(() => undefined)
      .finally(() => {
        checking = false;
        finishSessionCheck();
      });
  }, []);
}

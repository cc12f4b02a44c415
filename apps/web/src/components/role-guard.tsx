import type { User } from '@kataar/shared/auth';
import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { toast } from '../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizeMessage } from '../lib/localize-message';
import { openLoginPopup } from '../lib/login-popup';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { Spinner } from './spinner';

interface RoleGuardProps {
  /** Whether the signed-in user may see the page. */
  allows: (user: User) => boolean;
  /** Toast shown to a signed-in user who may not. */
  deniedMessage: string;
  children: ReactNode;
}

/**
 * Access guard for pages that need a role: 'Verifying access...' while the session is checked; logged out →
 * remember the page, open the login popup and go to /; logged in without the role → error toast and
 * go to /.
 */
export function RoleGuard({ allows, deniedMessage, children }: RoleGuardProps) {
  const { user, isLoading } = useSession();
  const tm = useLocalizeMessage();
  const navigate = useNavigate();
  const location = useLocation();
  // Someone who logs out on the page is sent home by the logout itself, without a login popup.
  const wasAllowed = useRef(false);
  const allowed = !isLoading && !!user && allows(user);

  const turnAway = useEffectEvent(() => {
    if (!user) {
      if (!wasAllowed.current) openLoginPopup({ returnTo: `${location.pathname}${location.search}${location.hash}` });
    } else {
      toast.error(tm(deniedMessage), { id: deniedMessage });
    }
    void navigate(paths.home(), { replace: true });
  });

  useEffect(() => {
    if (isLoading) return;
    if (allowed) wasAllowed.current = true;
    else turnAway();
  }, [isLoading, allowed]);

  return allowed ? children : <Spinner label={tm(AUTH_MESSAGES.verifyingAccess)} className="min-h-[50vh]" />;
}

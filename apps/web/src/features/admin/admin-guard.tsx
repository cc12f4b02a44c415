import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { openLoginPopup } from '../../lib/login-popup';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * The admin pages' guard, shaped like the provider guard: 'Verifying access...' while the session is
 * checked; logged out → log in and come back; logged in but not an admin → error toast and go to /.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // An admin who logs out here is sent home by the logout itself, without a login popup.
  const wasAllowed = useRef(false);
  const allowed = !isLoading && user?.is_admin === true;

  const turnAway = useEffectEvent(() => {
    if (!user) {
      if (!wasAllowed.current) openLoginPopup({ returnTo: `${location.pathname}${location.search}` });
    } else {
      toast.error(AUTH_MESSAGES.adminOnly, { id: 'admin-only' });
    }
    void navigate(paths.home(), { replace: true });
  });

  useEffect(() => {
    if (isLoading) return;
    if (allowed) wasAllowed.current = true;
    else turnAway();
  }, [isLoading, allowed]);

  return allowed ? children : <Spinner label={AUTH_MESSAGES.verifyingAccess} className="min-h-[50vh]" />;
}

import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { openLoginPopup } from '../../lib/login-popup';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Access guard (spec section 4) for the provider pages: 'Verifying access...' while the session is
 * checked; logged out → remember the page, open the login popup and go to /; logged in but not a
 * provider → error toast and go to /.
 */
export function ProviderGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // A provider who logs out here is sent home by the logout itself, without a login popup.
  const wasAllowed = useRef(false);
  const allowed = !isLoading && user?.is_provider === true;

  const turnAway = useEffectEvent(() => {
    if (!user) {
      if (!wasAllowed.current) openLoginPopup({ returnTo: `${location.pathname}${location.search}${location.hash}` });
    } else {
      toast.error(AUTH_MESSAGES.providerPageOnly, { id: 'provider-only' });
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

import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { LoginButton } from './login-button';

// Most first visits are signed out: the menu, its icons and its queries load only for a signed-in visitor.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The header's corner: 'Login' when logged out, the user menu when logged in. */
export function AccountSlot() {
  const { user } = useSession();
  if (!user) return <LoginButton />;
  return (
    // Holds the menu button's place while its chunk arrives, so the header does not shift.
    <Suspense
      fallback={<span aria-hidden="true" className="inline-block h-9 w-14 rounded-full border border-slate-200" />}
    >
      <UserMenu user={user} />
    </Suspense>
  );
}

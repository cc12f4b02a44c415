import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { LoginButton } from './login-button';

// Only a signed-in person sees the menu: its code (links, icons, their queue and application) stays
// out of a first visitor's download and loads with the session.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The header's corner: 'Login' when logged out, the user menu when logged in. */
export function AccountSlot() {
  const { user } = useSession();
  if (!user) return <LoginButton />;
  return (
    // The menu button's place is kept while its code loads, so the header does not shift.
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-14 rounded-full sm:w-32" />}>
      <UserMenu user={user} />
    </Suspense>
  );
}

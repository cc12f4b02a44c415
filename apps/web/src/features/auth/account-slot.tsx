import { useSession } from '../../lib/session';
import { LoginButton } from './login-button';
import { UserMenu } from './user-menu';

/** The header's corner: 'Login' when logged out, the user menu when logged in. */
export function AccountSlot() {
  const { user } = useSession();
  return user ? <UserMenu user={user} /> : <LoginButton />;
}

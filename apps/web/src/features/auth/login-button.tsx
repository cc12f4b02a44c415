import { LogIn } from 'lucide-react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { paths } from '../../lib/paths';

/*
 * Placeholder for the accounts issue, kept to this one file so it can be swapped whole.
 * The spec opens the login popup from the Login button and from a window-level show function;
 * until the popup exists, a toast says so.
 */

declare global {
  interface Window {
    showLoginPopup?: () => void;
  }
}

export const LOGIN_COMING_SOON = 'Login is coming soon';

export function openLoginPopup(): void {
  if (typeof window.showLoginPopup === 'function') window.showLoginPopup();
  else toast(LOGIN_COMING_SOON, { id: 'login-coming-soon' });
}

export function useLoginPopup(): () => void {
  return useCallback(() => openLoginPopup(), []);
}

/** Logged-out visitors have no session to clear; the spec's Logout still lands on the home page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate(paths.home()), [navigate]);
}

interface LoginButtonProps {
  className?: string;
  variant?: 'primary' | 'secondary' | 'light' | 'outline-light';
  size?: 'sm' | 'md' | 'lg';
}

export function LoginButton({ className = '', variant = 'primary', size = 'sm' }: LoginButtonProps) {
  const openLogin = useLoginPopup();
  return (
    <Button variant={variant} size={size} onClick={openLogin} className={className}>
      <LogIn aria-hidden="true" className="size-4" />
      Login
    </Button>
  );
}

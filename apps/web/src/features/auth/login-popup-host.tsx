import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { clearRedirect, openLoginPopup, setLoginPopupShown, takePendingOpen } from '../../lib/login-popup';
import { useSessionCheck } from './use-session-check';

const loadLoginPopup = () => import('./login-popup');
const LoginPopup = lazy(() => loadLoginPopup().then((m) => ({ default: m.LoginPopup })));

/** Starts loading the popup's code before the first click (hover or focus on Login). */
export const preloadLoginPopup = (): void => void loadLoginPopup();

/**
 * Mounted once by the layout: owns whether the login popup is open, exposes the spec's
 * window-level show function, and checks the stored session on load.
 */
export function LoginPopupHost() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  useSessionCheck();

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    // The ref is set with the state, not after the render: a guard may open the popup and navigate
    // away in one batch (without concurrent rendering, as under Preact, the navigation is not held
    // back), and this host is then unmounted before it ever rendered open.
    const show = () => {
      openRef.current = true;
      setLoginPopupShown(true);
      setOpen(true);
    };
    window.showLoginPopup = show;
    if (takePendingOpen()) show();
    return () => {
      if (window.showLoginPopup === show) delete window.showLoginPopup;
      // Unmounted while open: the other layout's host (a provider page's guard sends the visitor
      // to the public home page) opens it again when it registers.
      if (openRef.current) openLoginPopup();
    };
  }, []);

  // Closing without logging in forgets the page the guard wanted to return to.
  const close = useCallback(() => {
    clearRedirect();
    openRef.current = false;
    setOpen(false);
    setLoginPopupShown(false);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup onClose={close} />
    </Suspense>
  );
}

import { LogIn } from 'lucide-react';
import { Button } from '../../components/button';
import { openLoginPopup } from '../../lib/login-popup';
import { preloadLoginPopup } from './login-popup-host';
import { useTranslation } from 'react-i18next';

interface LoginButtonProps {
  className?: string;
  variant?: 'primary' | 'secondary' | 'light' | 'outline-light';
  size?: 'sm' | 'md' | 'lg';
}

/** Opens the login popup in place (spec: "Opened by the Login button (no redirect)"). */
export function LoginButton({ className = '', variant = 'primary', size = 'sm' }: LoginButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => openLoginPopup()}
      onPointerEnter={preloadLoginPopup}
      onFocus={preloadLoginPopup}
      className={className}
    >
      <LogIn aria-hidden="true" className="size-4" />
      {t('login')}
    </Button>
  );
}

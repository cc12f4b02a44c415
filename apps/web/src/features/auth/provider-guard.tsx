import type { User } from '@kataar/shared/auth';
import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import type { ReactNode } from 'react';
import { RoleGuard } from '../../components/role-guard';

const isProvider = (user: User) => user.is_provider;

/** The provider pages' guard: only members of a provider get in; everyone else gets the error toast and goes to /. */
export function ProviderGuard({ children }: { children: ReactNode }) {
  return (
    <RoleGuard allows={isProvider} deniedMessage={AUTH_MESSAGES.providerPageOnly}>
      {children}
    </RoleGuard>
  );
}

import type { User } from '@kataar/shared/auth';
import { AUTH_MESSAGES } from '@kataar/shared/auth-constants';
import type { ReactNode } from 'react';
import { RoleGuard } from '../../components/role-guard';

const isAdmin = (user: User) => user.is_admin;

/** The admin pages' guard: only administrators get in. */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <RoleGuard allows={isAdmin} deniedMessage={AUTH_MESSAGES.adminOnly}>
      {children}
    </RoleGuard>
  );
}

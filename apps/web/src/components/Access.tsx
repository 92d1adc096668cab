// <HasRole> and <HasPermission>: render children only when the signed-in user qualifies.
import type { Role } from '@etp/contracts';
import type { ReactNode } from 'react';
import { useSession } from '@/stores/session';
import { can, hasRole } from './access';

export function useCan() {
  const permissions = useSession((s) => s.user?.permissions);
  return (required: readonly string[]) => can(permissions ?? [], required);
}

export function useHasRole() {
  const roles = useSession((s) => s.user?.roles);
  return (required: readonly Role[]) => hasRole(roles ?? [], required);
}

export function HasRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return useHasRole()(roles) ? children : null;
}

export function HasPermission({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  return useCan()(permissions) ? children : null;
}

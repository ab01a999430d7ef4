import { roleCan, type Permission } from '../../../engine/staff/roles.ts';
import { useSession } from './sessionStore.ts';

/**
 * Whether the signed-in person's role may use what `permission` guards: the panel shows only what the
 * role may use (the server checks every route again and answers 403 otherwise).
 */
export function useCan(permission: Permission): boolean {
  const state = useSession();
  return state.status === 'signedIn' && roleCan(state.user.role, permission);
}

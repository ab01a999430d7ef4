import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate } from '../../../schemas/generated/staffCreate.ts';
import type { StaffList, StaffMember } from '../../../schemas/generated/staffList.ts';
import type { StaffUpdate } from '../../../schemas/generated/staffUpdate.ts';
import { roleCan } from '../../../engine/staff/roles.ts';
import { adminRequest } from '../session/adminRequest.ts';
import { session } from '../session/sessionStore.ts';

export type { StaffMember };

export const STAFF_KEY = ['admin', 'staff'] as const;

/** Every account (active first, then by name) and the team's sign-in rules (GET /api/admin/staff). */
export function useStaffList(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => adminRequest<StaffList>('GET', '/api/admin/staff', undefined, { signal }),
    enabled: options.enabled ?? true,
  });
}

const account = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`;

/** The 'Equipo' tab's writes (backend/staff/routes.ts); each answers the account as it is now. */
export const staffApi = {
  create: (body: StaffCreate) => adminRequest<StaffMember>('POST', '/api/admin/staff', body),
  update: (id: string, body: StaffUpdate) => adminRequest<StaffMember>('PATCH', account(id), body),
  resetPassword: (id: string, password: string) => adminRequest<StaffMember>('POST', `${account(id)}/password-reset`, { password }),
  resetMfa: (id: string) => adminRequest<StaffMember>('POST', `${account(id)}/mfa-reset`, {}),
  endSessions: (id: string) => adminRequest<{ ended: number }>('POST', `${account(id)}/end-sessions`, {}),
  settings: (requireMfa: boolean) => adminRequest<{ requireMfa: boolean }>('PUT', '/api/admin/staff-settings', { requireMfa }),
};

/**
 * A change to the team. The list is read again afterwards, also after a refusal: a 404 or 409 may
 * mean another administrador changed the account meanwhile. `onSuccess` runs first (it may read the
 * signed-in person again): one who has just stepped down may no longer read the list, and is not made to.
 */
export function useStaffChange<V, R>(run: (variables: V) => Promise<R>, onSuccess?: (result: R, variables: V) => unknown) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    const state = session.get();
    if (state.status === 'signedIn' && roleCan(state.user.role, 'staff')) await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  };
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      await onSuccess?.(result, variables);
      await refresh();
    },
    onError: () => void refresh(),
  });
}

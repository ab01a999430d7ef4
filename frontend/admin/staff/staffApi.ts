import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffCreate } from '../../../schemas/generated/staffCreate.ts';
import type { StaffList, StaffMember } from '../../../schemas/generated/staffList.ts';
import type { StaffUpdate } from '../../../schemas/generated/staffUpdate.ts';
import { adminRequest } from '../session/adminRequest.ts';

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
  settings: (requireMfa: boolean) => adminRequest<{ requireMfa: boolean }>('PUT', '/api/admin/staff-settings', { requireMfa }),
};

/**
 * A change to the team. The list is read again afterwards, also after a refusal: a 404 or 409 may
 * mean another administrador changed the account meanwhile.
 */
export function useStaffChange<V, R>(run: (variables: V) => Promise<R>, onSuccess?: (result: R, variables: V) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  return useMutation({
    mutationFn: run,
    onSuccess: (result, variables) => {
      onSuccess?.(result, variables);
      void refresh();
    },
    onError: () => void refresh(),
  });
}

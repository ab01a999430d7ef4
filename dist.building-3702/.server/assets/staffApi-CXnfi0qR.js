import { i as session, n as adminRequest } from "./texts-BiniizUB.js";
import { o as roleCan } from "./formatDate-ByEWfN6t.js";
import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// frontend/admin/panel/useReadAgainWhenShown.ts
/**
* For a tab whose lists others change behind its back (the activity record grows with every staff
* action, anywhere): they are read again each time the tab is opened again. A hidden tab stays mounted
* and the panel keeps what it read, so they would otherwise show what they held the first time.
*/
function useReadAgainWhenShown(shown, keys) {
	const queryClient = useQueryClient();
	const wasShown = useRef(shown);
	const latest = useRef(keys);
	latest.current = keys;
	useEffect(() => {
		if (shown && !wasShown.current) for (const queryKey of latest.current) queryClient.invalidateQueries({ queryKey });
		wasShown.current = shown;
	}, [shown, queryClient]);
}
// frontend/admin/staff/staffApi.ts
var STAFF_KEY = ["admin", "staff"];
/** Every account (active first, then by name) and the team's sign-in rules (GET /api/admin/staff). */
function useStaffList(options = {}) {
	return useQuery({
		queryKey: STAFF_KEY,
		queryFn: ({ signal }) => adminRequest("GET", "/api/admin/staff", void 0, { signal }),
		enabled: options.enabled ?? true
	});
}
var account = (id) => `/api/admin/staff/${encodeURIComponent(id)}`;
/** The 'Equipo' tab's writes (backend/staff/routes.ts); each answers the account as it is now. */
var staffApi = {
	create: (body) => adminRequest("POST", "/api/admin/staff", body),
	update: (id, body) => adminRequest("PATCH", account(id), body),
	resetPassword: (id, password) => adminRequest("POST", `${account(id)}/password-reset`, { password }),
	resetMfa: (id) => adminRequest("POST", `${account(id)}/mfa-reset`, {}),
	endSessions: (id) => adminRequest("POST", `${account(id)}/end-sessions`, {}),
	settings: (requireMfa) => adminRequest("PUT", "/api/admin/staff-settings", { requireMfa })
};
/**
* A change to the team. The list is read again afterwards, also after a refusal: a 404 or 409 may
* mean another administrador changed the account meanwhile. `onSuccess` runs first (it may read the
* signed-in person again): one who has just stepped down may no longer read the list, and is not made to.
*/
function useStaffChange(run, onSuccess) {
	const queryClient = useQueryClient();
	const refresh = async () => {
		const state = session.get();
		if (state.status === "signedIn" && roleCan(state.user.role, "staff")) await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
	};
	return useMutation({
		mutationFn: run,
		onSuccess: async (result, variables) => {
			await onSuccess?.(result, variables);
			await refresh();
		},
		onError: () => void refresh()
	});
}
export { useReadAgainWhenShown as a, useStaffList as i, staffApi as n, useStaffChange as r, STAFF_KEY as t };

import type { StaffCreate } from '../../schemas/generated/staffCreate.ts';
import type { StaffPasswordReset } from '../../schemas/generated/staffPasswordReset.ts';
import type { StaffSettingsUpdate } from '../../schemas/generated/staffSettings.ts';
import type { StaffUpdate } from '../../schemas/generated/staffUpdate.ts';
import { can } from '../auth/permissions.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { idParam } from '../http/params.ts';
import { listStaff } from './listStaff.ts';
import {
  changeStaffSettings,
  createStaffMember,
  endStaffSessions,
  resetStaffMfa,
  resetStaffPassword,
  updateStaffMember,
} from './manageStaff.ts';
import { STAFF_TEXTS } from './texts.ts';
import { contract } from '../http/contract.ts';

/** The 'Equipo' tab (administradores): accounts, their roles, passwords and two-factor sign-in, and the team's sign-in rules. */
export function registerStaffRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;
  const accountId = (id: string | undefined) => idParam(id, STAFF_TEXTS.notFound);

  router.get('/api/admin/staff', can('staff'), contract({ summary: 'Every staff account', answer: 'staffList' }), async (ctx) => {
    ctx.body = await listStaff(ctx.state.em);
  });

  router.post(
    '/api/admin/staff',
    can('staff'),
    contract({ summary: 'Create a staff account', body: 'staffCreate', answer: 'staffMember', status: 201 }),
    async (ctx) => {
      const body = validators.body<StaffCreate>(ctx);
      ctx.status = 201;
      ctx.body = await createStaffMember(ctx.state.em, ctx.state.actor, body, deps.now());
    },
  );

  router.patch(
    '/api/admin/staff/:id',
    can('staff'),
    contract({ summary: "Change an account's role, name or state", body: 'staffUpdate', answer: 'staffMember' }),
    async (ctx) => {
      const id = accountId(ctx.params.id);
      const body = validators.body<StaffUpdate>(ctx);
      ctx.body = await updateStaffMember(ctx.state.em, ctx.state.session!, ctx.state.actor, id, body, deps.now());
    },
  );

  router.post(
    '/api/admin/staff/:id/password-reset',
    can('staff'),
    contract({ summary: 'Give an account a temporary password', body: 'staffPasswordReset', answer: 'staffMember' }),
    async (ctx) => {
      const id = accountId(ctx.params.id);
      const body = validators.body<StaffPasswordReset>(ctx);
      ctx.body = await resetStaffPassword(ctx.state.em, ctx.state.session!, ctx.state.actor, id, body.password, deps.now());
    },
  );

  router.post(
    '/api/admin/staff/:id/mfa-reset',
    can('staff'),
    contract({ summary: "Turn off an account's two-factor sign-in", body: 'emptyBody', answer: 'staffMember' }),
    async (ctx) => {
      const id = accountId(ctx.params.id);
      validators.body(ctx);
      ctx.body = await resetStaffMfa(ctx.state.em, ctx.state.session!, ctx.state.actor, id, deps.now());
    },
  );

  router.post(
    '/api/admin/staff/:id/end-sessions',
    can('staff'),
    contract({ summary: "End an account's sessions", body: 'emptyBody', answer: 'sessionsEnded' }),
    async (ctx) => {
      const id = accountId(ctx.params.id);
      validators.body(ctx);
      ctx.body = await endStaffSessions(ctx.state.em, ctx.state.session!, ctx.state.actor, id, deps.now());
    },
  );

  router.put(
    '/api/admin/staff-settings',
    can('staff'),
    contract({ summary: "The team's sign-in rules", body: 'staffSettings', answer: 'staffSettingsAnswer' }),
    async (ctx) => {
      const body = validators.body<StaffSettingsUpdate>(ctx);
      ctx.body = await changeStaffSettings(ctx.state.em, ctx.state.session!, ctx.state.actor, body.requireMfa, deps.now());
    },
  );
}

import type { ConsultationComplete } from '../../schemas/generated/consultationComplete.ts';
import type { ConsultationListQuery } from '../../schemas/generated/consultationListQuery.ts';
import type { ConsultationReschedule } from '../../schemas/generated/consultationReschedule.ts';
import type { ConsultationStatusChange } from '../../schemas/generated/consultationStatusChange.ts';
import { parseListQuery } from '../db/lists/listQuery.ts';
import { idParam } from '../http/params.ts';
import { AppError } from '../http/AppError.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { completeConsultation } from './completeConsultation.ts';
import { confirmConsultation } from './confirmConsultation.ts';
import { deleteConsultation } from './deleteConsultation.ts';
import { listConsultations } from './listConsultations.ts';
import { rescheduleConsultation } from './rescheduleConsultation.ts';
import { calendarDayOfTimestamp } from '../../engine/calendar/calendarDate.ts';
import { CONSULTATION_TEXTS } from './texts.ts';
import { can } from '../auth/permissions.ts';
import { contract } from '../http/contract.ts';

/** The status call only confirms; every other status has its own call, which carries what it needs. */
const OTHER_CALL: Record<string, string> = {
  pending: 'Una consulta no puede volver a Pendiente',
  rescheduled: 'Para reprogramar use Reprogramar e indique la nueva fecha',
  completed: 'Para completar use Marcar Completada e indique el resultado: Éxito o Reaplicar',
};

/** Staff routes of the Consultas tab. The public appointment request lives in backend/submissions. */
export function registerConsultationRoutes(router: AppRouter, deps: AppDeps) {
  const { validators } = deps;

  router.get(
    '/api/admin/consultations',
    can('consultations'),
    contract({ summary: 'Consultations, by page', query: 'consultationListQuery', answer: 'consultationPage' }),
    async (ctx) => {
      const query = parseListQuery<ConsultationListQuery>(validators, 'consultationListQuery', ctx.query);
      ctx.body = await listConsultations(ctx.state.em, query);
    },
  );

  router.patch(
    '/api/admin/consultations/:id/status',
    can('consultations'),
    contract({ summary: 'Confirm a consultation', body: 'consultationStatusChange', answer: 'consultationItem' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      const body = validators.body<ConsultationStatusChange>(ctx);
      if (body.status !== 'confirmed') {
        throw new AppError('invalid', OTHER_CALL[body.status], [{ path: 'status', message: OTHER_CALL[body.status] }]);
      }
      ctx.body = await confirmConsultation(ctx.state.em, ctx.state.actor, id, deps.now());
    },
  );

  router.patch(
    '/api/admin/consultations/:id/reschedule',
    can('consultations'),
    contract({ summary: 'Move a consultation to another day', body: 'consultationReschedule', answer: 'consultationItem' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      // The day may come as a full ISO timestamp (what Date.toISOString() gives): read as its calendar day.
      const sent = ctx.request.body as { preferredDate?: unknown } | undefined;
      const day =
        sent && typeof sent === 'object' && typeof sent.preferredDate === 'string' ? calendarDayOfTimestamp(sent.preferredDate) : undefined;
      if (day) sent!.preferredDate = day;
      const body = validators.body<ConsultationReschedule>(ctx);
      ctx.body = await rescheduleConsultation(ctx.state.em, ctx.state.actor, id, body.preferredDate, deps.now());
    },
  );

  router.post(
    '/api/admin/consultations/:id/complete',
    can('consultations'),
    contract({ summary: 'Complete a consultation with its result', body: 'consultationComplete', answer: 'consultationItem' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      const body = validators.body<ConsultationComplete>(ctx);
      const { consultation } = await completeConsultation(ctx.state.em, ctx.state.actor, id, body.resultType, deps.now());
      ctx.body = consultation;
    },
  );

  router.delete(
    '/api/admin/consultations/:id',
    can('consultations.delete'),
    contract({ summary: 'Delete a consultation and everything of its case', answer: 'success' }),
    async (ctx) => {
      const id = idParam(ctx.params.id, CONSULTATION_TEXTS.notFound);
      await deleteConsultation(ctx.state.em, deps.storage, ctx.state.actor, id, deps.now());
      ctx.body = { success: true };
    },
  );
}

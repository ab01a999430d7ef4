import type { InterviewComplete } from '../../schemas/generated/interviewComplete.ts';
import type { InterviewCreate } from '../../schemas/generated/interviewCreate.ts';
import type { InterviewRatingOverride } from '../../schemas/generated/interviewRatingOverride.ts';
import type { InterviewStepSave } from '../../schemas/generated/interviewStepSave.ts';
import type { InterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import type { AppDeps, AppRouter } from '../http/context.ts';
import { idParam } from '../http/params.ts';
import { completeInterview } from './completeInterview.ts';
import { createInterview } from './createInterview.ts';
import { deleteInterview } from './deleteInterview.ts';
import { interviewItem, interviewResultItem } from './interviewItem.ts';
import { getInterview, listInterviews } from './listInterviews.ts';
import { overrideInterviewRating } from './overrideInterviewRating.ts';
import { reopenInterview } from './reopenInterview.ts';
import { saveInterviewStep } from './saveInterviewStep.ts';
import { createStepValidator } from './stepValidators.ts';
import { INTERVIEW_TEXTS } from './texts.ts';

/** Staff routes of the Entrevistas tab and the interview dialog (docs/api.md). */
export function registerInterviewRoutes(router: AppRouter, deps: AppDeps, fixed?: InterviewTemplate) {
  const { validators } = deps;
  // The steps come from the files; the scoring rules are the latest published (docs/decisions.md,
  // "Templates published from the back-office"), read at each request so a publish applies at once.
  const current = () => fixed ?? deps.templates.interview();
  const template = current();
  const validateStep = createStepValidator(template);
  const ratingNames = () => current().rules.ratings.map((rating) => rating.name);
  const id = (value: string | undefined) => idParam(value, INTERVIEW_TEXTS.notFound);

  // The dialog's steps (schema and uiSchema each) and what it shows of the rules; ratings best first.
  const templateView = (template: InterviewTemplate) => ({
    key: template.key,
    version: template.version,
    label: template.label,
    regions: template.regions,
    steps: template.steps,
    rules: {
      version: template.rules.version,
      fingerprint: template.rules.fingerprint,
      currencies: template.rules.currencies,
      ratings: template.rules.ratings,
    },
  });
  router.get('/api/interview-template', async (ctx) => {
    ctx.body = templateView(current());
  });

  router.get('/api/interviews', async (ctx) => {
    ctx.body = await listInterviews(ctx.state.em);
  });

  router.post('/api/interviews', async (ctx) => {
    const body = validators.parse<InterviewCreate>('interviewCreate', ctx.request.body);
    const { interview, created } = await createInterview(ctx.state.em, body, template.version);
    ctx.status = created ? 201 : 200;
    ctx.body = interviewItem(interview);
  });

  router.get('/api/interviews/:id', async (ctx) => {
    ctx.body = await getInterview(ctx.state.em, id(ctx.params.id));
  });

  router.patch('/api/interviews/:id', async (ctx) => {
    const body = validators.parse<InterviewStepSave>('interviewStepSave', ctx.request.body);
    ctx.body = interviewItem(await saveInterviewStep(ctx.state.em, validateStep, id(ctx.params.id), body));
  });

  router.post('/api/interviews/:id/complete', async (ctx) => {
    const body = validators.parse<InterviewComplete>('interviewComplete', ctx.request.body);
    const { interview, result } = await completeInterview(ctx.state.em, current(), id(ctx.params.id), body.region, deps.now());
    ctx.body = { ...interviewItem(interview), result: interviewResultItem(result) };
  });

  router.post('/api/interviews/:id/reopen', async (ctx) => {
    validators.parse('emptyBody', ctx.request.body);
    ctx.body = interviewItem(await reopenInterview(ctx.state.em, id(ctx.params.id)));
  });

  router.post('/api/interviews/:id/rating', async (ctx) => {
    const body = validators.parse<InterviewRatingOverride>('interviewRatingOverride', ctx.request.body);
    const { interview, result } = await overrideInterviewRating(ctx.state.em, ratingNames(), id(ctx.params.id), body, ctx.state.user!.username, deps.now());
    ctx.body = { ...interviewItem(interview), result: interviewResultItem(result) };
  });

  router.delete('/api/interviews/:id', async (ctx) => {
    await deleteInterview(ctx.state.em, id(ctx.params.id));
    ctx.body = { success: true };
  });
}

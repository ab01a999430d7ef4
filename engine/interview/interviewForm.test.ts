import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../templates/loadInterviewTemplate.ts';
import { addField, retireField, setFieldLabel } from '../templates/editing/fieldOps.ts';
import { sectionKeys } from '../templates/editing/locate.ts';
import { templateFields } from '../templates/editing/templateFields.ts';
import { formAsInterview, interviewAsForm, type InterviewStepsContent } from './interviewForm.ts';

const test = suite('interview steps as one form');
const { rules: _rules, ...shipped } = loadInterviewTemplate();
const content = shipped as InterviewStepsContent;

test('the steps are the sections, titled by the steps, and come back unchanged', () => {
  const form = interviewAsForm(content);
  assert.equal(
    sectionKeys(form),
    content.steps.map((s) => s.key),
  );
  assert.is(form.schema.properties!.solvencia.title, 'Solvencia');
  assert.equal(formAsInterview(form, content), content);
  // Fields are named as saved answers are grouped: by step.
  assert.ok(templateFields(form.schema).has('presentacion.motivo'));
});

test('field edits land in their step: a label, a new field, a retired field', () => {
  let form = interviewAsForm(content);
  const relabelled = setFieldLabel(form, 'plan.itinerario', 'Itinerario del viaje');
  assert.ok(relabelled.ok);
  form = relabelled.ok ? relabelled.content : form;
  const added = addField(form, 'sponsor', { label: 'Ingresos del patrocinador', kind: 'numero' });
  assert.ok(added.ok);
  form = added.ok ? added.content : form;
  const retired = retireField(form, `sponsor.${added.key}`);
  assert.ok(retired.ok);
  const back = formAsInterview(retired.ok ? retired.content : form, content);
  assert.is(back.steps[4].schema.properties!.itinerario.title, 'Itinerario del viaje');
  assert.not.ok(added.key! in back.steps[5].schema.properties!, 'the retired field left the step');
  assert.equal(back.retired, [{ path: `sponsor.${added.key}`, title: 'Ingresos del patrocinador' }]);
  assert.is(content.steps[4].schema.properties!.itinerario.title, 'Itinerario', 'the content edited from is untouched');
});

test('a step whose title is cleared in the schema comes back without a title, for the check to name', () => {
  const form = interviewAsForm(content);
  delete form.schema.properties!.historial.title;
  assert.is(formAsInterview(form, content).steps[3].title, '');
});

test.run();

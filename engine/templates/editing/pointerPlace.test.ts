import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadInterviewTemplate } from '../../../templates/loadInterviewTemplate.ts';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { pointerPlace } from './pointerPlace.ts';

const test = suite('a draft problem’s place in the form’s words');
const usa = loadCaseTemplates().get('usa');
const { rules: _rules, ...interview } = loadInterviewTemplate();

test('a case field, its option and its uiSchema entry are named by section and label', () => {
  assert.is(pointerPlace(usa, '/schema/properties/identity/properties/gender'), 'Datos personales e identidad › Sexo');
  assert.match(
    pointerPlace(usa, '/schema/properties/identity/properties/gender/oneOf/0'),
    /^Datos personales e identidad › Sexo › opción «.+»$/,
  );
  assert.is(
    pointerPlace(usa, '/schema/properties/identity/properties/fullName/maxLength'),
    `Datos personales e identidad › ${usa.schema.properties!.identity.properties!.fullName.title} › longitud máxima`,
  );
  assert.is(pointerPlace(usa, '/uiSchema/identity/gender/ui:widget'), 'Datos personales e identidad › Sexo › tipo de control');
});

test('an interview step’s field is named by the step’s title; a pointer through no field has no place', () => {
  assert.is(pointerPlace(interview, '/steps/0/schema/properties/motivo/title'), 'Presentación › Motivo del viaje › etiqueta');
  assert.is(pointerPlace(interview, '/steps/0/uiSchema/fantasma'), 'Presentación › fantasma');
  assert.is(pointerPlace(interview, '/steps'), '');
  assert.is(pointerPlace(interview, '/kind'), '');
});

test.run();

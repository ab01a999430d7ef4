import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createAjv } from '../engine/validation/createAjv.ts';
import { canonicalJson } from '../engine/json/canonicalJson.ts';
import { INTERVIEW_STEP_KEYS } from '../engine/interview/types.ts';
import { TemplateError } from '../engine/templates/templateError.ts';
import { templatesDir } from './loadCaseTemplates.ts';
import { loadInterviewTemplate } from './loadInterviewTemplate.ts';

const test = suite('loadInterviewTemplate');

/** A copy of templates/interview with `edit` applied to one of its JSON files. */
function withEdit(file: string, edit: (content: any) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'interview-template-'));
  cpSync(path.join(templatesDir, 'interview'), path.join(dir, 'interview'), { recursive: true });
  const full = path.join(dir, 'interview', file);
  const content = JSON.parse(readFileSync(full, 'utf8'));
  edit(content);
  writeFileSync(full, JSON.stringify(content));
  return dir;
}

function refusal(file: string, edit: (content: any) => void): TemplateError {
  const dir = withEdit(file, edit);
  try {
    loadInterviewTemplate(dir);
  } catch (error) {
    assert.instance(error, TemplateError);
    return error as TemplateError;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.unreachable(`an edit of ${file} should be refused`);
  throw new Error('unreachable');
}

test('the shipped interview template loads: seven steps in order, rules with version and fingerprint', () => {
  const template = loadInterviewTemplate();
  assert.equal(
    template.steps.map((s) => s.key),
    [...INTERVIEW_STEP_KEYS],
  );
  assert.equal(
    template.steps.map((s) => s.title),
    ['Presentación', 'Vínculos', 'Solvencia', 'Historial', 'Plan', 'Sponsor', 'Coherencia'],
  );
  assert.is(template.rules.version, 1);
  assert.match(template.rules.fingerprint, /^[0-9a-f]{64}$/);
});

test('the option sets the product rules fix are in the template word for word', () => {
  const { steps } = loadInterviewTemplate();
  const titles = (step: number, field: string) => {
    const schema = steps[step - 1].schema.properties![field];
    return schema.oneOf!.map((o) => o.title);
  };
  assert.equal(titles(1, 'motivo'), ['Turismo', 'Negocios', 'Visita familiar', 'Estudios', 'Tratamiento médico', 'Tránsito']);
  assert.equal(titles(1, 'duracion'), ['Hasta 15 días', 'De 16 a 30 días', 'De 31 a 60 días', 'Más de 60 días']);
  assert.equal(titles(1, 'acompanantes'), ['Solo', 'Familia', 'Grupo']);
  assert.equal(titles(3, 'documentacion'), ['Completa', 'Parcial', 'Insuficiente']);
  assert.equal(titles(4, 'cumplimiento'), ['Siempre', 'Generalmente', 'Problemas']);
});

test('every step schema compiles in the product validator and refuses what the step cannot hold', () => {
  const { steps } = loadInterviewTemplate();
  const ajv = createAjv();
  const validate = steps.map((step) => ajv.compile(step.schema));
  for (const [index, check] of validate.entries()) assert.ok(check({ region: 'usa' }), `${steps[index].key}: an empty step is valid`);
  const solvency = validate[2];
  assert.ok(solvency({ region: 'europa', ahorros: 5000, tipoFinanciamiento: 'beca' }));
  // Like a case form's follow-up answers, a value left in a field its condition hides is kept, never scored.
  assert.ok(solvency({ region: 'usa', ahorros: 5000, tipoFinanciamiento: 'beca' }));
  assert.not.ok(solvency({ region: 'europa', tipoFinanciamiento: 'prestamo' }), 'only the listed kinds of funding');
  assert.not.ok(solvency({ region: 'europa', ahorros: -1 }), 'no negative amounts');
  assert.not.ok(solvency({ region: 'europa', ahorro: 5000 }), 'no unknown fields');
  assert.not.ok(validate[0]({ region: 'usa', motivo: 'vacaciones' }), 'only the listed purposes');
  assert.ok(validate[5]({ region: 'usa', patrocinio: 'patrocinador-documentado', relacionPatrocinador: 'amigo' }));
  assert.not.ok(validate[3]({ region: 'usa', negacionesPrevias: 'no' }), 'yes/no is a boolean');
  assert.not.ok(validate[4]({ region: 'usa', pasaporteVence: '2027-02-30' }), 'a real day');
  assert.not.ok(validate[0]({ region: 'asia' }), 'one of the three regions');
});

test('the fingerprint is that of the content, not of how the file is written', () => {
  const shipped = loadInterviewTemplate().rules.fingerprint;
  const reordered = withEdit('rules.json', (rules) => {
    const { version, ...rest } = rules;
    for (const key of Object.keys(rules)) delete rules[key];
    Object.assign(rules, rest, { version });
  });
  const changed = withEdit('rules.json', (rules) => {
    rules.ratings[0].minPercent = 81;
  });
  try {
    assert.is(loadInterviewTemplate(reordered).rules.fingerprint, shipped);
    assert.is.not(loadInterviewTemplate(changed).rules.fingerprint, shipped);
  } finally {
    rmSync(reordered, { recursive: true, force: true });
    rmSync(changed, { recursive: true, force: true });
  }
  assert.is(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] }), '{"a":[{"c":3,"d":2}],"b":1}');
});

const refusals: [string, string, (content: any) => void, string, RegExp][] = [
  [
    'a negative score',
    'rules.json',
    (r) => {
      r.steps.vinculos.rules[0].points['sin-empleo'] = -5;
    },
    'steps.vinculos.rules.0.points.sin-empleo',
    /debe ser >= 0/,
  ],
  [
    'a misspelt key',
    'rules.json',
    (r) => {
      r.ratingz = r.ratings;
    },
    '',
    /no debe tener propiedades adicionales.*ratingz/,
  ],
  [
    'a rule kind that does not exist',
    'rules.json',
    (r) => {
      r.steps.plan.rules[0].kind = 'rango';
    },
    'steps.plan.rules.0',
    /«kind» "rango" no existe; use «choice», «amount», «validity»/,
  ],
  [
    'a field the step does not have',
    'rules.json',
    (r) => {
      r.steps.plan.rules[0].field = 'itinerarios';
    },
    'steps.plan.rules.0.field',
    /el campo «itinerarios» no existe en el paso «plan»/,
  ],
  [
    'an option without points',
    'rules.json',
    (r) => {
      delete r.steps.presentacion.rules[0].points.transito;
    },
    'steps.presentacion.rules.0.points',
    /la opción «transito» del campo «motivo» no tiene puntos \(«Tránsito»\): añada "transito": <puntos> en «points»/,
  ],
  [
    'points for an option the field lacks',
    'rules.json',
    (r) => {
      r.steps.presentacion.rules[1].points['mas-90'] = 0;
    },
    'steps.presentacion.rules.1.points.mas-90',
    /no tiene la opción «mas-90»/,
  ],
  [
    'bands that do not rise',
    'rules.json',
    (r) => {
      r.bands.laboral.canada[2].min = 1000;
    },
    'bands.laboral.canada.2.min',
    /deben crecer.*1000 no es mayor que 1100/,
  ],
  [
    'bands not starting at 0',
    'rules.json',
    (r) => {
      r.bands.ahorros.europa[0].min = 100;
    },
    'bands.ahorros.europa.0.min',
    /debe empezar en 0/,
  ],
  [
    'a region without bands',
    'rules.json',
    (r) => {
      delete r.bands.familiar.europa;
    },
    'bands.familiar',
    /europa/,
  ],
  [
    'an unknown band set',
    'rules.json',
    (r) => {
      r.steps.vinculos.rules[1].bands = 'salario';
    },
    'steps.vinculos.rules.1.bands',
    /no hay bandas «salario»/,
  ],
  [
    'ratings out of order',
    'rules.json',
    (r) => {
      r.ratings[1].minPercent = 90;
    },
    'ratings.1.minPercent',
    /de la mejor a la peor/,
  ],
  [
    'a lowest rating above 0',
    'rules.json',
    (r) => {
      r.ratings[3].minPercent = 10;
    },
    'ratings.3.minPercent',
    /debe empezar en 0/,
  ],
  [
    'a condition on an unknown answer',
    'rules.json',
    (r) => {
      r.recommendedVisa[0].when.answers = { 'presentacion.proposito': ['negocios'] };
    },
    'recommendedVisa.0.when.answers.presentacion.proposito',
    /no es un campo/,
  ],
  [
    'a condition on a rating that does not exist',
    'rules.json',
    (r) => {
      r.eligibility[2].when.rating = ['Excelente'];
    },
    'eligibility.2.when.rating',
    /«Excelente» no está en «ratings»/,
  ],
  [
    'no catch-all eligibility rule',
    'rules.json',
    (r) => {
      r.eligibility.pop();
    },
    'eligibility.3.when',
    /debe aplicarse siempre/,
  ],
  [
    'a missing step',
    'rules.json',
    (r) => {
      delete r.steps.sponsor;
    },
    'steps',
    /falta el paso «sponsor»/,
  ],
  [
    'a step schema with a 2020-12 keyword',
    'steps/2-vinculos.json',
    (s) => {
      s.schema.$defs = {};
    },
    'schema.$defs',
    /2019-09\/2020-12/,
  ],
  [
    'a step field without a Spanish label',
    'steps/5-plan.json',
    (s) => {
      delete s.schema.properties.itinerario.title;
    },
    'schema.properties.itinerario',
    /etiqueta en español/,
  ],
  [
    'a step without its region field',
    'steps/3-solvencia.json',
    (s) => {
      delete s.schema.properties.region;
    },
    'schema.properties.region',
    /campo interno «region» con las opciones usa, canada, europa/,
  ],
  [
    'a region the interview does not have',
    'steps/1-presentacion.json',
    (s) => {
      s.schema.properties.region.oneOf.push({ const: 'asia', title: 'Asia' });
    },
    'schema.properties.region',
    /ni más ni menos/,
  ],
  [
    'the region field shown to the consultant',
    'steps/2-vinculos.json',
    (s) => {
      delete s.uiSchema.region;
    },
    'uiSchema.region',
    /debe quedar oculto/,
  ],
  [
    'a step missing',
    'template.json',
    (t) => {
      t.steps.pop();
    },
    'steps',
    /debe listar los 7 archivos de pasos/,
  ],
  [
    'steps out of order',
    'steps/7-coherencia.json',
    (s) => {
      s.number = 6;
    },
    'number',
    /posición 7 debe tener «number»: 7/,
  ],
];
for (const [name, file, edit, place, message] of refusals) {
  test(`a rules or step file with ${name} is refused, naming the file and the place`, () => {
    const error = refusal(file, edit);
    assert.ok(error.message.startsWith(`interview/${file}`), error.message);
    assert.ok(
      error.problems.some((p) => p.path === place && message.test(p.message)),
      JSON.stringify(error.problems),
    );
  });
}

test('a rules file that is not JSON is refused naming it', () => {
  const dir = withEdit('rules.json', () => {});
  writeFileSync(path.join(dir, 'interview', 'rules.json'), '{"version": 1,');
  try {
    assert.throws(
      () => loadInterviewTemplate(dir),
      (error: Error) => /^interview\/rules\.json: JSON no válido/.test(error.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();

/// <reference types="vite/client" />
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { TemplateForm } from '../../../engine/rjsf/index.ts';
import type { JsonSchema } from '../../../engine/templates/types.ts';
import { describeErrorsAgainst } from '../../../engine/validation/describeValidation.ts';
import type { PrecompiledValidator } from '../../../engine/validation/standaloneRuntime.ts';
import '../../styles/main.scss';
import '../../caseDetails/caseDetails.scss';

/**
 * Test page of templateForm.e2e.ts (not part of the product): each schema of the draft-07 corpus
 * rendered twice, by stock @rjsf/core with its ajv8 validator and by TemplateForm with the browser's
 * precompiled validator, so one scripted input can be given to both and their data and errors compared.
 */

interface CorpusFile {
  schema: JsonSchema;
  uiSchema?: UiSchema;
}

/** Error paths of one datum, by each side's validator. */
type Compared = Record<Side, string[]>;

const corpus = import.meta.glob<CorpusFile>('../../../engine/validation/corpus/*.json', { eager: true, import: 'default' });
// Written by the test before it builds this page (standaloneValidatorCode on each corpus schema).
const validators = import.meta.glob<PrecompiledValidator>('../../../.tmp/template-form-page/validators/*.js', {
  eager: true,
  import: 'validate',
});

const nameOf = (file: string) =>
  file
    .split('/')
    .at(-1)!
    .replace(/\.(json|js)$/, '');
const validatorOf = Object.fromEntries(Object.entries(validators).map(([file, validate]) => [nameOf(file), validate]));
// The corpus's clock-dependent samples are written for 2026-11-21 in Santo Domingo.
const now = () => new Date('2026-11-21T18:00:00Z');

type Side = 'stock' | 'engine';
interface Probe {
  formData: Record<string, Record<Side, unknown>>;
  errors: Record<string, Record<Side, string[]>>;
  /** The corpus case `name`'s datum validated by both sides, as each form would show its errors. */
  validate: (name: string, data: unknown) => Compared;
}
declare global {
  interface Window {
    __templateForm: Probe;
  }
}
const schemaOf = Object.fromEntries(Object.entries(corpus).map(([file, { schema }]) => [nameOf(file), schema]));
const sorted = (paths: string[]) => [...new Set(paths)].sort();
const probe: Probe = {
  formData: {},
  errors: {},
  validate: (name, data) => {
    const schema = schemaOf[name];
    const validate = validatorOf[name];
    const engine = validate.call({ now }, data) ? [] : describeErrorsAgainst(schema, validate.errors).map((error) => error.path);
    return { stock: sorted(errorPaths(validator.validateFormData(data, schema as RJSFSchema).errorSchema)), engine: sorted(engine) };
  },
};
window.__templateForm = probe;

/** Dotted paths holding errors in RJSF's error tree ('' for the whole form). */
function errorPaths(tree: ErrorSchema | undefined, prefix: string[] = [], found: string[] = []): string[] {
  if (!tree) return found;
  for (const [key, node] of Object.entries(tree)) {
    if (key === '__errors') {
      if ((node as unknown as string[]).length) found.push(prefix.join('.'));
    } else errorPaths(node as ErrorSchema, [...prefix, key], found);
  }
  return found;
}

function record(name: string, side: Side, data: unknown, errors: string[]) {
  (probe.formData[name] ??= {} as Record<Side, unknown>)[side] = data;
  (probe.errors[name] ??= {} as Record<Side, string[]>)[side] = [...new Set(errors)].sort();
}

function StockSide({ name, schema, uiSchema }: { name: string; schema: RJSFSchema; uiSchema?: UiSchema }) {
  const [formData, setFormData] = useState<unknown>(undefined);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      idPrefix={`s_${name}`}
      noHtml5Validate
      onChange={({ formData: next }) => {
        setFormData(next);
        record(name, 'stock', next, errorPaths(validator.validateFormData(next, schema).errorSchema));
      }}
    />
  );
}

function EngineSide({ name, schema, uiSchema }: { name: string; schema: JsonSchema; uiSchema?: UiSchema }) {
  const [formData, setFormData] = useState<unknown>(undefined);
  const validate = validatorOf[name];
  const errors = formData === undefined || validate.call({ now }, formData) ? [] : describeErrorsAgainst(schema, validate.errors);
  return (
    <TemplateForm
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      errors={errors}
      idPrefix={`e_${name}`}
      onChange={(next) => {
        setFormData(next);
        const nextErrors = validate.call({ now }, next) ? [] : describeErrorsAgainst(schema, validate.errors);
        record(
          name,
          'engine',
          next,
          nextErrors.map((error) => error.path),
        );
      }}
    />
  );
}

function Page() {
  return (
    <main className="section">
      {Object.entries(corpus).map(([file, { schema, uiSchema }]) => {
        const name = nameOf(file);
        return (
          <section key={name} data-case={name} className="columns">
            <div className="column" data-side="stock">
              <StockSide name={name} schema={schema as RJSFSchema} uiSchema={uiSchema} />
            </div>
            <div className="column" data-side="engine">
              <EngineSide name={name} schema={schema} uiSchema={uiSchema} />
            </div>
          </section>
        );
      })}
      <p id="ready">listo</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);

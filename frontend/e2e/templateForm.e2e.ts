import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { TEMPLATE_AJV_OPTIONS } from '../../engine/validation/createAjv.ts';
import { standaloneValidatorCode } from '../../engine/validation/standaloneCode.ts';
import { loadValidationCorpus } from '../../engine/validation/validationCorpus.ts';
import { browserSuite } from './browserSuite.ts';
import type { Site } from './harness.ts';
import { buildStaticPage, serveStaticPage } from './staticPage.ts';

/**
 * The differential test of the form engine: every draft-07 schema of engine/validation/corpus/ rendered on
 * one page (frontend/e2e/templateFormPage) by stock @rjsf/core 6 with @rjsf/validator-ajv8 and by
 * TemplateForm, the same scripted input given to both (add one item to each list and one key to each
 * open object, type in each text field, tick each checkbox, choose the second option of each select and
 * radio group, repeated as new fields appear), then their `formData` and error paths compared; and
 * each corpus sample (`valid`, `invalid`) validated by both validators, their error paths compared.
 */

const corpus = loadValidationCorpus();
const pageDir = path.resolve('frontend/e2e/templateFormPage');
const workDir = path.resolve('.tmp/template-form-page');
const outDir = path.join(workDir, 'dist');

/**
 * Where TemplateForm differs from stock RJSF on purpose: by corpus case, what is not compared and why
 * (`data`: the errors of the corpus's own samples, validated without the form).
 */
const KNOWN_DIFFERENCES: Record<string, { formData?: string; errors?: string; data?: string }> = {
  // The product's own keywords (notBeforeToday, x-messages, formats optional-date and email as the
  // product defines them) are not draft-07: stock RJSF's validator does not know them.
  productKeywords: { formData: 'palabras clave del producto', errors: 'palabras clave del producto', data: 'palabras clave del producto' },
  // Stock RJSF stores `{}` for an untouched field whose `const` is an object (then refuses it); TemplateForm
  // stores no empty objects (experimental_defaultFormStateBehavior in TemplateForm.tsx).
  const: { formData: 'sin objetos vacíos', errors: 'sin objetos vacíos' },
  // A key refused by `additionalProperties: false`: stock RJSF puts the error on the object, the product's
  // wording (engine/validation/describeErrors.ts) on the key it names, where the person can rename it.
  patternProperties: { errors: 'error de clave sobre la clave', data: 'error de clave sobre la clave' },
  // The same, for a `zip` key its samples send to an address closed by `additionalProperties: false`.
  refDefinitions: { data: 'error de clave sobre la clave' },
  // Format `time` is the product's (HH:MM or HH:MM:SS, no zone: docs/decisions/0076-formats-time-and-data-url.md); stock's ajv-formats
  // wants seconds and allows a zone. Both agree on what the time widget writes, which the scripted input compares.
  formats: { data: 'formato time del producto' },
};

/**
 * The product words errors one per field and drops a combinator's error (`oneOf`, `anyOf`, `if`) when a
 * more precise error names a field inside it (engine/validation/describeErrors.ts): a path holding only
 * such an error on the stock side is not a difference.
 */
const withoutEnclosingPaths = (paths: string[] = []) =>
  paths.filter((path) => !paths.some((other) => other !== path && (path === '' || other.startsWith(`${path}.`))));

const TEXT_FOR_TYPE: Record<string, string> = {
  date: '2026-01-02',
  time: '10:30',
  'datetime-local': '2026-01-02T10:30',
  email: 'ana@ejemplo.do',
  url: 'https://ejemplo.do',
  number: '3',
};

interface Target {
  key: string;
  id: string;
  tag: string;
  type: string;
  name: string;
  numeric: boolean;
}

/** The next control of the form inside `container` not acted on yet (keyed by its id without the form's prefix). */
function nextTarget(container: Locator, prefix: string, done: string[]): Promise<Target | null> {
  return container.evaluate(
    (root, { prefix, done }) => {
      const controls = root.querySelectorAll<HTMLInputElement>(
        'button.rjsf-array-item-add, .rjsf-array-item-add button, button.rjsf-object-property-expand, .rjsf-object-property-expand button, input, select, textarea',
      );
      for (const control of controls) {
        if (control.disabled || control.readOnly || control.closest('[hidden]')) continue;
        // No named helper in here: the test runner's transpiler would wrap it in a function the page lacks.
        const key =
          control.type === 'radio' ? `radio:${control.name.replace(prefix, '')}` : `${control.tagName}:${control.id.replace(prefix, '')}`;
        if (done.includes(key)) continue;
        return {
          key,
          id: control.id,
          tag: control.tagName,
          type: control.type,
          name: control.name,
          numeric: control.inputMode === 'decimal',
        };
      }
      return null;
    },
    { prefix, done },
  );
}

async function act(page: Page, container: Locator, target: Target) {
  const control = page.locator(`[id="${target.id}"]`);
  // Stock RJSF's buttons are icons with no text and no theme CSS on this page: zero-sized, so the click is dispatched.
  if (target.tag === 'BUTTON') return control.dispatchEvent('click');
  if (target.tag === 'SELECT')
    return control.selectOption((await control.evaluate((select: HTMLSelectElement) => select.multiple)) ? ['1'] : '1');
  if (target.type === 'radio') return container.locator(`input[type="radio"][name="${target.name}"]`).nth(1).check();
  if (target.type === 'checkbox') return control.check();
  if (target.type === 'file') return control.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await control.fill(target.numeric ? '3' : (TEXT_FOR_TYPE[target.type] ?? 'abc'));
  await control.blur();
}

/** Gives one form the scripted input, until no control is left untouched. */
async function script(page: Page, name: string, side: 'stock' | 'engine') {
  const container = page.locator(`[data-case="${name}"] [data-side="${side}"]`);
  const prefix = `${side === 'stock' ? 's' : 'e'}_${name}`;
  const done: string[] = [];
  for (let step = 0; step < 100; step++) {
    const target = await nextTarget(container, prefix, done);
    if (!target) return done;
    done.push(target.key);
    await act(page, container, target);
  }
  throw new Error(`${name} (${side}): la entrada no termina`);
}

const test = browserSuite('TemplateForm frente a RJSF');

test.before(async () => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(path.join(workDir, 'validators'), { recursive: true });
  for (const { name, schema } of corpus) {
    // Compiled as a template is: valid draft-07 ajv's strict mode refuses (open tuples…) is in the corpus.
    const code = standaloneValidatorCode(schema, '../../../engine/validation/standaloneRuntime.ts', TEMPLATE_AJV_OPTIONS);
    writeFileSync(path.join(workDir, 'validators', `${name}.js`), code);
  }
  await buildStaticPage(pageDir, outDir);
});

/** The comparison page, served and opened, for `body`; closed after it. */
async function onCorpusPage(site: Site, body: (page: Page) => Promise<void>): Promise<void> {
  const served = await serveStaticPage(outDir);
  try {
    const page = await site.newPage();
    await page.goto(served.url);
    await page.locator('#ready').waitFor();
    await body(page);
  } finally {
    await served.close();
  }
}

test('every corpus schema: the same input gives TemplateForm the same data and error paths as stock RJSF', async ({ site }) => {
  await onCorpusPage(site, async (page) => {
    const differences: string[] = [];
    for (const { name } of corpus) {
      const known = KNOWN_DIFFERENCES[name] ?? {};
      const stockSteps = await script(page, name, 'stock');
      const engineSteps = await script(page, name, 'engine');
      if (!stockSteps.length || stockSteps.length !== engineSteps.length)
        differences.push(`${name}: pasos RJSF ${stockSteps.join(', ')} ≠ TemplateForm ${engineSteps.join(', ')}`);
      const { formData, errors } = await page.evaluate(
        (name) => ({ formData: window.__templateForm.formData[name], errors: window.__templateForm.errors[name] }),
        name,
      );
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      if (!known.formData && !same(formData?.stock, formData?.engine))
        differences.push(
          `${name}: formData RJSF ${JSON.stringify(formData?.stock)} ≠ TemplateForm ${JSON.stringify(formData?.engine)} (pasos RJSF ${stockSteps.join(', ')}; TemplateForm ${engineSteps.join(', ')})`,
        );
      if (!known.errors && !same(withoutEnclosingPaths(errors?.stock), withoutEnclosingPaths(errors?.engine)))
        differences.push(`${name}: errores RJSF ${JSON.stringify(errors?.stock)} ≠ TemplateForm ${JSON.stringify(errors?.engine)}`);
    }
    assert.equal(differences, [], differences.join('\n'));
  });
});

test("every corpus sample, valid and invalid: TemplateForm's validator names the same error paths as stock RJSF's", async ({ site }) => {
  await onCorpusPage(site, async (page) => {
    const differences: string[] = [];
    for (const { name, valid, invalid } of corpus) {
      if (KNOWN_DIFFERENCES[name]?.data) continue;
      for (const data of [...valid, ...invalid]) {
        const { stock, engine } = await page.evaluate(({ name, data }) => window.__templateForm.validate(name, data), { name, data });
        if (JSON.stringify(withoutEnclosingPaths(stock)) !== JSON.stringify(withoutEnclosingPaths(engine))) {
          differences.push(
            `${name} ${JSON.stringify(data)}: errores RJSF ${JSON.stringify(stock)} ≠ TemplateForm ${JSON.stringify(engine)}`,
          );
        }
      }
    }
    assert.equal(differences, [], differences.join('\n'));
  });
});

test.run();

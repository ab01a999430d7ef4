import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCaseTemplates } from '../../../templates/loadCaseTemplates.ts';
import { buildCaseDocument } from '../../pdf/buildCaseDocument.ts';
import { inspectCase } from './inspectCase.ts';
import { loadCaseCheck } from './loadCaseCheck.ts';
import { notApplicableConditions } from '../../notApplicable/notApplicableConditions.ts';
import { matchesSchema } from '../../rjsf/matchesSchema.ts';

const test = suite('NA on a question with follow-ups, on the case templates');
const templates = loadCaseTemplates();

test('marital status NA is valid on the server and in the browser, and asks for no spouse, on every template', async () => {
  for (const template of templates.latest()) {
    const check = await loadCaseCheck(template);
    for (const data of [{ family: { maritalStatus: 'NA' } }, { family: { maritalStatus: ' na ', hasChildren: 'NA' } }]) {
      const server = inspectCase(template, data);
      assert.equal(check(data), server, template.key);
      assert.equal(server.wrong, [], template.key);
      assert.not.ok(
        server.missing.some((path) => path.startsWith('family.')),
        `${template.key}: ${server.missing.join(', ')}`,
      );
    }
    // Married still asks for the spouse.
    assert.ok(inspectCase(template, { family: { maritalStatus: 'casado' } }).missing.includes('family.spouseFullName'), template.key);
  }
});

test('the form does not show the spouse fields while marital status is NA', () => {
  const family = templates.get('usa').schema.properties!.family;
  const shown = notApplicableConditions(family);
  const spouseCondition = (shown.allOf as Record<string, unknown>[])[0];
  // The condition RJSF evaluates to show the follow-ups: NA takes the branch that adds nothing.
  assert.ok(matchesSchema(spouseCondition.if as never, { maritalStatus: 'NA' }, shown));
  assert.not.ok(matchesSchema(spouseCondition.if as never, { maritalStatus: 'casado' }, shown));
  assert.is((spouseCondition as { then?: unknown }).then, undefined);
});

test('the PDF prints marital status N/A and no spouse rows', () => {
  const usa = templates.get('usa');
  const data = { family: { maritalStatus: 'NA' } };
  const doc = JSON.stringify(
    buildCaseDocument(usa, data, {
      businessName: 'Rumbo',
      caseId: 'X',
      applicantName: 'Ana',
      destinationLabel: 'Estados Unidos',
      stageLabel: 'Pre-chequeo',
      date: new Date('2026-11-21T14:00:00Z'),
      missing: inspectCase(usa, data).missing,
    }).content,
  );
  assert.match(doc, /"text":"Estado civil","style":"notApplicable"\},\{"text":"N\/A"/);
  assert.not.match(doc, /cónyuge/);
});

test.run();

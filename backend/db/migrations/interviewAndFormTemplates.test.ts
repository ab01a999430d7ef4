import * as assert from 'uvu/assert';
import { migrateRowsFrom, migrationSuite } from '../../testing/migrationTest.ts';

const test = migrationSuite('migration: interview and form templates');

const MIGRATION = 'Migration20261126120000_InterviewAndFormTemplates';
const FINGERPRINT = (digit: string) => digit.repeat(64);

test("published scoring rules become the 'rules' kind; finished interviews keep their result's rules, those in progress none; tasks are on version 1", async ({
  db,
}) => {
  // Back to the schema before the migration, with rows of that time in it.
  await migrateRowsFrom(db, MIGRATION, async (connection) => {
    await connection.execute(`
      insert into template_versions (id, kind, key, version, content, fingerprint, note, published_by, published_at) values
        ('00000000-0000-4000-8000-000000000001', 'interview', 'standard', 2, '{"version": 2}', '${FINGERPRINT('a')}', 'Umbral', 'consultora', now()),
        ('00000000-0000-4000-8000-000000000002', 'case', 'usa', 4, '{"kind": "case"}', '${FINGERPRINT('b')}', 'Campo', 'consultora', now())`);
    await connection.execute(`
      insert into template_drafts (id, kind, key, content, base_version, revision, updated_by, updated_at) values
        ('00000000-0000-4000-8000-000000000003', 'interview', 'standard', '{"version": 2}', 2, 1, 'consultora', now())`);
    await connection.execute(`
      insert into template_audit (id, action, kind, key, from_version, to_version, note, by, at) values
        ('00000000-0000-4000-8000-000000000004', 'publish', 'interview', 'standard', 1, 2, 'Umbral', 'consultora', now())`);
    await connection.execute(`
      insert into interviews (id, client_name, country, status, current_step, template_version, created_at, updated_at) values
        ('00000000-0000-4000-8000-00000000000a', 'Ana Pérez', 'usa', 'completed', 7, 1, now(), now()),
        ('00000000-0000-4000-8000-00000000000b', 'Beto Díaz', 'usa', 'in_progress', 3, 1, now(), now())`);
    // Finished twice: the latest result's rules are the ones it keeps.
    await connection.execute(`
      insert into interview_results (id, interview_id, region, as_of, template_version, rules_version, rules_fingerprint, score, max_score, computed_rating, rating, executive_summary, strengths, risks, ledger, answers, created_at) values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'usa', '2026-11-20', 1, 1, '${FINGERPRINT('1')}', 1, 2, 'Bajo', 'Bajo', '{}', '[]', '[]', '[]', '{}', now() - interval '1 day'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-00000000000a', 'usa', '2026-11-25', 1, 2, '${FINGERPRINT('2')}', 1, 2, 'Bajo', 'Bajo', '{}', '[]', '[]', '[]', '{}', now())`);
    await connection.execute(`
      insert into tasks (id, title, description, category, priority, tags, created_at, created_by) values
        ('00000000-0000-4000-8000-0000000000c1', 'Tarea', 'Una descripción larga', 'support', 'low', '[]', now(), '00000000-0000-4000-8000-0000000000ff')`);
  });
  const connection = db.orm.em.getConnection();
  const kinds = await connection.execute(`
    select 'version' as t, kind, version as v from template_versions union all
    select 'draft', kind, revision from template_drafts union all
    select 'audit', kind, to_version from template_audit order by 1, 2`);
  assert.equal(kinds, [
    { t: 'audit', kind: 'rules', v: 2 },
    { t: 'draft', kind: 'rules', v: 1 },
    { t: 'version', kind: 'case', v: 4 },
    { t: 'version', kind: 'rules', v: 2 },
  ]);
  const interviews = await connection.execute('select client_name, rules_version, rules_fingerprint from interviews order by client_name');
  assert.equal(interviews, [
    { client_name: 'Ana Pérez', rules_version: 2, rules_fingerprint: FINGERPRINT('2') },
    { client_name: 'Beto Díaz', rules_version: null, rules_fingerprint: null },
  ]);
  assert.equal(await connection.execute('select template_version, extra from tasks'), [{ template_version: 1, extra: null }]);
  // Published versions are immutable again once the rename is done.
  const update = await connection.execute("update template_versions set note = 'cambiada'").then(
    () => 'updated',
    () => 'refused',
  );
  assert.is(update, 'refused');
});

test.run();

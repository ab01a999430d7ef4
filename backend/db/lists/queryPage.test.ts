import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageSql } from './queryPage.ts';

const where = { sql: 'where country = ?', params: ['usa'] };

test('the page and its count share the conditions; the page adds its order, size and offset', () => {
  const sql = pageSql(
    { columns: 'id, name', from: 'contacts', where, orderBy: 'created_at desc, id desc' },
    { page: 3, pageSize: 25, offset: 50 },
  );
  assert.is(sql.page.sql, 'select id, name from contacts where country = ? order by created_at desc, id desc limit ? offset ?');
  assert.equal(sql.page.params, ['usa', 25, 50]);
  assert.is(sql.count.sql, 'select count(*)::int as total from contacts where country = ?');
  assert.equal(sql.count.params, ['usa']);
});

test('a join needed only for the rows is left out of the count', () => {
  const sql = pageSql(
    { columns: 'c.id', from: 'consultations c join clients k on k.id = c.client_id', countFrom: 'consultations c', where, orderBy: 'c.id' },
    { page: 1, pageSize: 10, offset: 0 },
  );
  assert.ok(sql.page.sql.includes('join clients'));
  assert.is(sql.count.sql, 'select count(*)::int as total from consultations c where country = ?');
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSchemas } from '../../../schemas/registry.ts';
import { createValidators } from '../../http/validateBody.ts';

const test = suite('admin response schemas');

const PAIRS: Array<[item: string, list: string]> = [
  ['consultationItem', 'consultationPage'],
  ['contactItem', 'contactPage'],
  ['resultItem', 'resultPage'],
  ['carouselImage', 'carouselImageList'],
];

const itemsOf = (schema: Record<string, unknown>) =>
  (schema.type === 'array' ? schema : (schema.properties as Record<string, Record<string, unknown>>).items).items as Record<
    string,
    unknown
  >;

/** A list answer names its item's schema instead of holding a copy that could drift from the single-item answer. */
test('each list response schema references its item schema, with no copy of it', () => {
  const schemas = loadSchemas();
  for (const [item, list] of PAIRS) {
    const schema = schemas.get(list)!;
    assert.equal(itemsOf(schema), { $ref: item }, list);
    assert.is(schema.definitions, undefined, `${list} declares no definitions of its own`);
  }
});

test('ajv resolves the reference: a list whose item breaks the item schema is refused', () => {
  const { ajv } = createValidators();
  const validatePage = ajv.getSchema('contactPage')!;
  const contact = {
    id: '3f2a9c1b-0d4e-4c8a-9b1f-2e3d4c5b6a7f',
    name: 'Ana',
    email: 'ana@correo.do',
    phone: '809',
    country: 'usa',
    address: null,
    preferredDate: null,
    message: '',
    isRead: false,
    createdAt: '2026-11-21T18:00:00.000Z',
  };
  const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
  const validItem = ajv.getSchema('contactItem')!;
  assert.ok(validItem(contact), JSON.stringify(validItem.errors));
  assert.ok(validatePage(page([contact])), JSON.stringify(validatePage.errors));
  assert.not.ok(validatePage(page([{ ...contact, isRead: 'no' }])));
  assert.not.ok(validatePage(page([{ ...contact, extra: 1 }])));
});

test.run();

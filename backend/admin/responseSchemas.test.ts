import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSchemas } from '../../schemas/registry.ts';

const test = suite('admin response schemas');

/** The single-item answers repeat the list's item definition; they must never drift apart. */
test('each single-item response schema is the same object as its list item definition', () => {
  const schemas = loadSchemas();
  const strip = ({ $schema: _s, $id: _i, title: _t, description: _d, ...rest }: Record<string, unknown>) => rest;
  const pairs: Array<[string, string, string]> = [
    ['consultationItem', 'consultationPage', 'ConsultationItem'],
    ['contactItem', 'contactPage', 'ContactItem'],
    ['carouselImage', 'carouselImageList', 'CarouselImage'],
  ];
  for (const [single, list, definition] of pairs) {
    const item = (schemas.get(list)!.definitions as Record<string, Record<string, unknown>>)[definition];
    const { description: _d, ...itemWithoutDescription } = item;
    assert.equal(strip(schemas.get(single)!), itemWithoutDescription, `${single} = ${list}#/definitions/${definition}`);
  }
});

test.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentDisposition } from './contentDisposition.ts';

const test = suite('Content-Disposition');

test('a plain name is given as it is', () => {
  assert.is(contentDisposition('inline', 'pasaporte.jpg'), `inline; filename="pasaporte.jpg"; filename*=UTF-8''pasaporte.jpg`);
});

test('accents keep their exact form in filename* and an ASCII fallback in filename', () => {
  assert.is(
    contentDisposition('attachment', 'cédula niño.png'),
    `attachment; filename="cedula nino.png"; filename*=UTF-8''c%C3%A9dula%20ni%C3%B1o.png`,
  );
});

test('quotes, backslashes, slashes and line breaks never reach the header', () => {
  const header = contentDisposition('inline', 'a"b\\c/d\r\nSet-Cookie: x=1.png');
  assert.not.match(header, /[\r\n]/);
  assert.is(header.split('"').length, 3);
  assert.not.match(header.split('filename*=')[0], /\\/);
});

test.run();

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { makeCertificate, NGINX, NGINX_SITE_FILE, nginxMain, renderNginxSite } from './testing/nginxDeployment.ts';

/**
 * deploy/nginx.conf, the file the deployment guide gives, checked on every run (the deployment itself
 * runs only on PostgreSQL, backend/behindNginx.test.ts): it sends the headers the server reads, the
 * test can still render it, and Debian's nginx accepts it.
 */
const test = suite('the nginx configuration of the deployment guide');

const site = {
  upstream: 'rumbo',
  servers: ['127.0.0.1:4001', '127.0.0.1:4002'],
  https: 4443,
  http: 4080,
  certificate: '/c.pem',
  key: '/k.pem',
};

test('it passes on what the server reads from a trusted proxy, and never retries a form on another process', async () => {
  const source = await readFile(NGINX_SITE_FILE, 'utf8');
  for (const line of [
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Request-Id $request_id;',
    'return 301 https://$host$request_uri;',
  ]) {
    assert.ok(source.includes(line), line);
  }
  // non_idempotent would let nginx send a POST that reached one process to the next one as well.
  assert.not.match(source, /non_idempotent/);
});

test('rendered for a run, every process gets its line in the upstream and nothing else changes', async () => {
  const source = await readFile(NGINX_SITE_FILE, 'utf8');
  const rendered = renderNginxSite(source, { ...site, servers: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'] });
  assert.equal(
    rendered.match(/^\s*server 127\.0\.0\.1:\d+ .*;$/gm)?.map((line) => line.trim().split(' ')[1]),
    ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'],
  );
  assert.match(rendered, 'listen 127.0.0.1:4443 ssl http2;');
  assert.match(rendered, 'ssl_certificate /c.pem;');
  const unchanged = (text: string) => text.split('\n').filter((line) => !/server 127|listen|ssl_certificate/.test(line));
  assert.equal(unchanged(rendered), unchanged(source));
});

test('a reworded file is refused rather than rendered into something else', () => {
  assert.throws(() => renderNginxSite('upstream rumbo {\n    server 127.0.0.1:3001;\n}\n', site), /deploy\/nginx\.conf/);
  // Without its https server block:
  assert.throws(
    () => renderNginxSite('upstream rumbo {\n    server 127.0.0.1:3001 x;\n}\nproxy_pass http://rumbo;\nlisten 80;\n', site),
    /listen 443/,
  );
});

test('Debian nginx accepts it (nginx -t)', async () => {
  const installed = await promisify(execFile)(NGINX, ['-v']).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
  if (!installed) {
    console.log('nginx -t: NOT RUN, nginx is not installed (apt-get install nginx; .ci/run installs it)');
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rumbo-nginx-t-'));
  try {
    const { certificate, key } = await makeCertificate(dir);
    const file = path.join(dir, 'rumbo.conf');
    await writeFile(file, renderNginxSite(await readFile(NGINX_SITE_FILE, 'utf8'), { ...site, certificate, key }));
    await writeFile(path.join(dir, 'nginx.conf'), nginxMain(dir, [file]));
    await promisify(execFile)(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test.run();

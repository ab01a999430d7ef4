/**
 * What checking a case costs in the browser, with the precompiled validators (engine/cases/validation/loadCaseCheck.ts):
 * - size: a production build (vite, minified) of the case check; prints, per template version, the
 *   gzip size of its lazily loaded validator chunk, and of the code every version shares (runtime,
 *   describeErrors and its Spanish messages);
 * - time: median and p95 over many runs, in Node's V8, of checking the largest template's sample
 *   and a wrong variant of it, beside the server's validateCase. Target: ≤ 5 ms median.
 *
 *   node --import tsx bench/validation/run.ts
 */
import { performance } from 'node:perf_hooks';
import { loadCaseCheck } from '../../engine/cases/validation/loadCaseCheck.ts';
import { validateCase } from '../../engine/cases/validation/validateCase.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';
import { caseCheckSizes as sizes } from './caseCheckSizes.ts';

const RUNS = 2000;

function time(run: () => unknown): { median: number; p95: number } {
  for (let i = 0; i < 50; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], p95: samples[Math.floor(RUNS * 0.95)] };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = ({ median, p95 }: { median: number; p95: number }) => `mediana ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`;

const built = await sizes();
console.log('Lo que el navegador carga para comprobar un caso (minificado, gzip):');
for (const [file, size] of [...built].sort())
  console.log(`  ${file.padEnd(24)} ${kB(size.minified).padStart(9)} ${kB(size.gzip).padStart(9)}`);

const templates = loadCaseTemplates().latest();
const samples = loadCaseSamples();
const largest = templates.reduce((a, b) => (JSON.stringify(b.schema).length > JSON.stringify(a.schema).length ? b : a));
const sample = samples.get(largest.key)!;
const wrong = JSON.parse(JSON.stringify(sample).replace(/"\d{4}-\d{2}-\d{2}"/g, '"2026-02-30"')) as unknown;
const check = await loadCaseCheck(largest);
console.log(`\nPlantilla más grande: ${largest.key} v${largest.version} (${RUNS} repeticiones)`);
console.log(`  navegador, ejemplo completo:  ${ms(time(() => check(sample)))}`);
console.log(`  navegador, fechas erróneas:   ${ms(time(() => check(wrong)))} (${check(wrong).wrong.length} errores)`);
console.log(`  servidor,  ejemplo completo:  ${ms(time(() => validateCase(largest, sample)))}`);

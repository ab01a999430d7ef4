/**
 * Time to render a case PDF on the server against the least pdfmake can do with the same text.
 *
 *   node --import tsx bench/pdf/run.ts [runs]
 *
 * - "case": the largest template (most fields) with its sample case, through buildCaseDocument and
 *   renderCasePdf, exactly as the e-mail of a case copy does it;
 * - "plain": every string of that same document (labels, values, titles, header, warnings) in one
 *   two-column table, with no styles, no layouts, no page header or footer, same fonts and page size.
 * The two alternate within one process (after a warm-up of each), so both see the same machine state.
 * Prints the median and spread of each, and the ratio case/plain (target: at most 1.5), for the
 * process's CPU time (what the work costs, steady on a busy machine) and for wall-clock time (what a
 * person waits, which on a shared machine also counts the time other programs held the CPU).
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { BUSINESS_NAME } from '../../engine/business/businessIdentity.ts';
import { buildCaseDocument, type CaseDocumentMeta } from '../../engine/pdf/buildCaseDocument.ts';
import type { CaseTemplate, JsonSchema } from '../../engine/templates/types.ts';
import { renderPdf } from '../../backend/pdf/renderCasePdf.ts';
import { loadCaseSamples, loadCaseTemplates } from '../../templates/loadCaseTemplates.ts';

const RUNS = Number(process.argv[2] ?? 15);
const WARM_UP = 2;

function fieldCount(schema: JsonSchema): number {
  return Object.values(schema.properties ?? {}).reduce((total, field) => {
    if (field.type === 'object') return total + fieldCount(field);
    if (field.type === 'array' && field.items?.type === 'object') return total + 1 + fieldCount(field.items);
    return total + 1;
  }, 0);
}

/** Every printed string of a content tree, in reading order. */
function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((child) => strings(child, out));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.text === 'string') out.push(record.text);
    for (const key of ['stack', 'columns', 'ul']) if (record[key]) strings(record[key], out);
    if (record.table) strings((record.table as { body: unknown }).body, out);
  }
  return out;
}

function plainDocument(texts: string[]): TDocumentDefinitions {
  const body: TableCell[][] = [];
  for (let i = 0; i < texts.length; i += 2) body.push([texts[i], texts[i + 1] ?? '']);
  const content: Content = { table: { widths: ['38%', '*'], body } };
  return { pageSize: 'LETTER', content, defaultStyle: { font: 'Roboto', fontSize: 9.5 } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Run {
  wallMs: number;
  cpuMs: number;
  bytes: number;
}

async function time(make: () => TDocumentDefinitions): Promise<Run> {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  // The document is made inside the timing: building it is part of the work the product does.
  const pdf = await renderPdf(make());
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - wallStart, cpuMs: (cpu.user + cpu.system) / 1000, bytes: pdf.length };
}

const registry = loadCaseTemplates();
const samples = loadCaseSamples();
const template: CaseTemplate = registry.latest().reduce((a, b) => (fieldCount(b.schema) > fieldCount(a.schema) ? b : a));
const sample = samples.get(template.key);
if (!sample) throw new Error(`templates/case/${template.key}/sample.json no existe`);
const meta: CaseDocumentMeta = {
  businessName: BUSINESS_NAME,
  caseId: 'RM-2026-0042',
  applicantName: 'José Miguel Peña Rodríguez',
  destinationLabel: template.label,
  stageLabel: 'Cita programada',
  date: new Date(),
};
const caseDoc = () => buildCaseDocument(template, sample, meta);
const sameStrings = strings(caseDoc().content);
const plainDoc = () => plainDocument(sameStrings);

for (let i = 0; i < WARM_UP; i++) {
  await time(caseDoc);
  await time(plainDoc);
}
const caseRuns: Run[] = [];
const plainRuns: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  caseRuns.push(await time(caseDoc));
  plainRuns.push(await time(plainDoc));
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const describe = (runs: number[]) => `mediana ${fmt(median(runs))} (mín. ${fmt(Math.min(...runs))}, máx. ${fmt(Math.max(...runs))})`;
console.log(
  `Plantilla: ${template.key} (${template.label}), ${fieldCount(template.schema)} campos, ${sameStrings.length} textos; ${RUNS} ejecuciones de cada uno`,
);
console.log(`PDF del caso: ${caseRuns[0].bytes} bytes; tabla simple: ${plainRuns[0].bytes} bytes`);
for (const [label, pick] of [
  ['CPU', (r: Run) => r.cpuMs],
  ['reloj', (r: Run) => r.wallMs],
] as const) {
  const ours = caseRuns.map(pick);
  const plain = plainRuns.map(pick);
  const ratio = median(ours) / median(plain);
  console.log(
    `${label}: caso ${describe(ours)}; tabla simple ${describe(plain)}; relación ${ratio.toFixed(2)} (objetivo ≤ 1.5${ratio <= 1.5 ? ': cumplido' : ': NO cumplido'})`,
  );
}

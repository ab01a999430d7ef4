import { loadCaseCheck } from '../../../engine/cases/validation/loadCaseCheck.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';

const RUNS = 200;
// The page's clock ticks in 0.1 ms steps: each sample times a batch of checks and divides.
const BATCH = 20;

/** Times the browser's case check (per check, batches of 20) (the template version's precompiled validator) on `data`, in this page. */
export async function timeCaseCheck(template: CaseTemplate, data: unknown): Promise<{ times: number[]; wrong: number; missing: number }> {
  const check = await loadCaseCheck(template);
  for (let i = 0; i < 50; i++) check(data);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    for (let j = 0; j < BATCH; j++) check(data);
    times.push((performance.now() - start) / BATCH);
  }
  const { wrong, missing } = check(data);
  return { times, wrong: wrong.length, missing: missing.length };
}

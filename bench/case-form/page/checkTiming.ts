import { loadCaseCheck } from '../../../engine/na/loadCaseCheck.ts';
import type { CaseTemplate } from '../../../engine/templates/types.ts';

const RUNS = 500;

/** Times the browser's case check (the template version's precompiled validator) on `data`, in this page. */
export async function timeCaseCheck(template: CaseTemplate, data: unknown): Promise<{ times: number[]; wrong: number; missing: number }> {
  const check = await loadCaseCheck(template);
  for (let i = 0; i < 50; i++) check(data);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    check(data);
    times.push(performance.now() - start);
  }
  const { wrong, missing } = check(data);
  return { times, wrong: wrong.length, missing: missing.length };
}

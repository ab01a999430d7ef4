/**
 * Polls `probe` until it holds; resolves true then, or false once `ms` have passed without it.
 * For waiting on something another process or connection does, instead of sleeping a guessed time.
 */
export async function eventually(probe: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return true;
}

import { spawn } from 'node:child_process';

/**
 * The text of a PDF as Debian's `pdftotext -raw` reads it (content-stream order, so the lines of one
 * table cell stay together). Used by tests to read a PDF the way a person's viewer would.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdftotext terminó con código ${code}: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(pdf);
  });
}

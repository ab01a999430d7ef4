import { StartupError } from './config.ts';
import { runUntilStopped } from './runUntilStopped.ts';

// The settings are checked before the rest of the server is loaded, so a bad one is told at once.
await runUntilStopped(async (config) => {
  if (config.env === 'production') {
    // Production serves the build it was given and never builds: Vite is a development tool, not
    // installed by `npm ci --omit=dev` (docs/decisions/0205-build-once-run-anywhere.md).
    const { buildProblem } = await import('./buildStamp.ts');
    const problem = await buildProblem(process.cwd());
    if (problem) throw new StartupError(problem);
  } else if (config.env === 'development') {
    // A fresh clone's `npm ci && npm start`: build dist/ when it is missing or older than its sources.
    // (Tests start servers on whatever dist/ holds; the test runner builds it for the browser tests.)
    const { ensureFrontendBuild } = await import('./frontendBuild.ts');
    await ensureFrontendBuild();
  }
  const { startServer } = await import('./startServer.ts');
  return startServer(config);
});

import { runUntilStopped } from './runUntilStopped.ts';

// The settings are checked before the rest of the server is loaded, so a bad one is told at once.
await runUntilStopped(async (config) => {
  const { ensureFrontendBuild } = await import('./frontendBuild.ts');
  const { startServer } = await import('./startServer.ts');
  await ensureFrontendBuild();
  return startServer(config);
});

import { ensureFrontendBuild } from './frontendBuild.ts';
import { runUntilStopped } from './runUntilStopped.ts';
import { startServer } from './startServer.ts';

await runUntilStopped(async (config) => {
  await ensureFrontendBuild();
  return startServer(config);
});

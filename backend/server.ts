import { loadConfig, ConfigError } from './config.ts';
import { startServer } from './startServer.ts';
import { ensureFrontendBuild } from './frontendBuild.ts';

try {
  const config = loadConfig();
  await ensureFrontendBuild();
  const server = await startServer(config);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuración no válida: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

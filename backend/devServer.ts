/**
 * `npm run dev`: the API on PORT+1 and Vite (hot reload) on PORT, forwarding /api and /objects to it.
 * Open http://localhost:PORT as usual; writes pass the same-origin check because the proxy keeps the
 * browser's Host header.
 */
import { createServer } from 'vite';
import { loadConfig, ConfigError } from './config.ts';
import { startServer } from './startServer.ts';

try {
  const config = loadConfig();
  const api = await startServer({ ...config, port: config.port + 1 });
  const target = `http://127.0.0.1:${api.port}`;
  const vite = await createServer({
    configFile: 'vite.config.ts',
    server: {
      port: config.port,
      host: config.host,
      strictPort: true,
      proxy: { '/api': { target }, '/objects': { target } },
    },
  });
  await vite.listen();
  vite.printUrls();
  const stop = async () => {
    await vite.close();
    await api.close();
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

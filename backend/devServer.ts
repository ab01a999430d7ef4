/**
 * `npm run dev`: the API on PORT+1 and Vite (hot reload) on PORT, forwarding /api and /objects to it.
 * Open http://localhost:PORT as usual (PUBLIC_URL's default): writes pass the same-origin check, which
 * allows PUBLIC_URL's origin only, because the page is served from that address.
 */
import { createServer } from 'vite';
import { runUntilStopped } from './runUntilStopped.ts';
import { startServer } from './startServer.ts';

await runUntilStopped(async (config) => {
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
  return {
    async close() {
      await vite.close();
      await api.close();
    },
  };
});

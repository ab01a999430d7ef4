import { ConfigError, loadConfig, StartupError, type Config } from './config.ts';

/** What an entry point runs, stopped on SIGTERM/SIGINT. */
export interface Stoppable {
  close(): Promise<void>;
  /** When given: answers the requests in flight until `until`, and resolves with how many connections it cut then. */
  drain?(until: number): Promise<number>;
}

/** Past SHUTDOWN_TIMEOUT_SECONDS, what is left (handing back the mail lease, closing the database) gets this long. */
const AFTER_TIMEOUT_MS = 5000;

/**
 * Entry-point wrapper: reads the configuration, starts what `start` returns and stops it on
 * SIGINT/SIGTERM within SHUTDOWN_TIMEOUT_SECONDS. A bad setting ends the process with its Spanish
 * message instead of a stack trace.
 */
export async function runUntilStopped(start: (config: Config) => Promise<Stoppable>): Promise<void> {
  let config: Config;
  let running: Stoppable;
  try {
    config = loadConfig();
    running = await start(config);
  } catch (error) {
    if (error instanceof StartupError) {
      // One line, whatever the message holds: a person reads it, a supervisor logs it.
      const prefix = error instanceof ConfigError ? 'Configuración no válida: ' : '';
      console.error(prefix + error.message.replace(/\s*\n\s*/g, ' '));
      process.exit(1);
    }
    throw error;
  }
  let stopping = false;
  const stop = async () => {
    // A second signal while stopping changes nothing: the bound below still holds.
    if (stopping) return;
    stopping = true;
    const seconds = config.shutdownTimeoutSeconds;
    const drainUntil = Date.now() + seconds * 1000;
    const lastResort = setTimeout(
      () => {
        console.error(`Parada forzada: el cierre no terminó a tiempo (SHUTDOWN_TIMEOUT_SECONDS=${seconds}); se sale sin esperar más`);
        process.exit(1);
      },
      seconds * 1000 + AFTER_TIMEOUT_MS,
    );
    lastResort.unref();
    try {
      const cut = running.drain ? await running.drain(drainUntil) : (await running.close(), 0);
      if (cut > 0) {
        console.error(
          `Parada forzada: pasaron SHUTDOWN_TIMEOUT_SECONDS=${seconds} con ${cut} ${cut === 1 ? 'conexión abierta, que se ha cortado' : 'conexiones abiertas, que se han cortado'}`,
        );
        process.exit(1);
      }
    } catch (error) {
      console.error('Error al detener el servidor:', error);
      process.exit(1);
    }
    process.exit(0);
  };
  // `on`, not `once`: a second signal would otherwise kill the process with its requests half-answered.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

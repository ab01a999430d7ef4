import { ConfigError, loadConfig, type Config } from './config.ts';

/**
 * Entry-point wrapper: reads the configuration, starts what `start` returns and closes it on
 * SIGINT/SIGTERM. A bad setting ends the process with its Spanish message instead of a stack trace.
 */
export async function runUntilStopped(start: (config: Config) => Promise<{ close(): Promise<void> }>): Promise<void> {
  try {
    const running = await start(loadConfig());
    const stop = async () => {
      await running.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line, whatever the message holds: a person reads it, a supervisor logs it.
      console.error(`Configuración no válida: ${error.message.replace(/\s*\n\s*/g, ' ')}`);
      process.exit(1);
    }
    throw error;
  }
}

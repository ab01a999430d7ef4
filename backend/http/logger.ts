export interface Logger {
  info(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

/** One JSON line per entry. Callers never pass personal data, passwords, tokens or form contents. */
export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line + '\n')): Logger {
  const emit = (level: string, entry: Record<string, unknown>) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, ...entry }));
  return { info: (entry) => emit('info', entry), error: (entry) => emit('error', entry) };
}

export const silentLogger: Logger = { info() {}, error() {} };

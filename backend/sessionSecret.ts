import { randomBytes } from 'node:crypto';
import { mkdir, link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from './config.ts';

/** Where the generated secret is kept when SESSION_SECRET is unset (outside production). */
const secretFile = (config: Config) => path.join(config.dataDir, 'secret');

/**
 * The configuration with its session secret filled in: SESSION_SECRET when set, else the random secret
 * kept in DATA_DIR/secret (mode 0600), made on the first start and read on every later one. A secret
 * written in the code would let anyone forge upload URLs for a laptop or demo left on a network.
 */
export async function resolveSessionSecret(config: Config): Promise<Config> {
  if (config.sessionSecret) return config;
  const file = secretFile(config);
  const secret = (await readSecret(file)) ?? (await createSecret(file));
  return Object.freeze({ ...config, sessionSecret: secret });
}

async function readSecret(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < 32) {
    throw new ConfigError(
      `${file} no contiene un secreto válido (32 caracteres o más): bórrelo para generar otro o indique SESSION_SECRET`,
    );
  }
  return secret;
}

/**
 * Written to a private temporary file and then linked into place, which fails if the file exists: two
 * processes starting together on one DATA_DIR end up with the same secret, and no one reads half a file.
 */
async function createSecret(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, secret + '\n', { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readSecret(file)) as string;
  } finally {
    await unlink(temporary);
  }
}

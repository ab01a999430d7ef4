/**
 * For an account locked out of the panel (the only administrador lost their phone, forgot their password,
 * or was disabled): run on the server.
 *   echo 'temporal larga' | npm run user:reset -- <usuario> --password-stdin   a temporary password
 *   npm run user:reset -- <usuario> --mfa                                   two-factor sign-in off
 *   npm run user:reset -- <usuario> --enable                                enabled again
 * Options combine. Each run ends the account's sessions and leaves one line in the activity record,
 * signed 'consola' (docs/operations.md).
 */
import { resetAccountFromConsole } from '../staff/resetAccountFromConsole.ts';
import { readStdin, runStaffCommand, withStaffDatabase } from './staffCommand.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const username = args.find((a) => !a.startsWith('--'));
  const wants = { password: args.includes('--password-stdin'), mfa: args.includes('--mfa'), enable: args.includes('--enable') };
  if (!username || (!wants.password && !wants.mfa && !wants.enable)) {
    console.error('Uso: npm run user:reset -- <usuario> [--password-stdin] [--mfa] [--enable]');
    return 2;
  }
  const password = wants.password ? await readStdin() : null;
  return withStaffDatabase(async (em) => {
    const done = await resetAccountFromConsole(em, { username, password, mfa: wants.mfa, enable: wants.enable }, new Date());
    for (const line of done) console.log(line);
    return 0;
  });
}

await runStaffCommand(main);

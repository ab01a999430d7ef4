/**
 * Creates a staff account.
 *   npm run user:create -- <usuario> [--role administrador|consultor|editor] [--name "Nombre"]
 *                                                            asks for the password (hidden)
 *   echo 'clave' | npm run user:create -- <usuario> --role consultor --password-stdin
 * Without --role: administrador when the database has no active administrador yet (the first account),
 * consultor otherwise (docs/decisions/0180-roles-and-what-each-may-use.md).
 */
import readline from 'node:readline';
import { createAccount } from '../auth/users.ts';
import { queryRows } from '../db/sql.ts';
import { isRole, ROLES, type Role } from '../../engine/staff/roles.ts';
import { readStdin, runStaffCommand, withStaffDatabase } from './staffCommand.ts';

function prompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Hide what is typed: echo nothing after the question.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = () => {};
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? (args[at + 1] ?? '') : null;
  };
  const optionValues = new Set(['--role', '--name'].map((name) => args.indexOf(name) + 1).filter((at) => at > 0));
  const username = args.find((a, at) => !a.startsWith('--') && !optionValues.has(at));
  if (!username) {
    console.error('Uso: npm run user:create -- <usuario> [--role administrador|consultor|editor] [--name "Nombre"] [--password-stdin]');
    return 2;
  }
  const roleOption = option('--role');
  if (roleOption !== null && !isRole(roleOption)) {
    console.error(`--role debe ser ${ROLES.join(', ')} (recibido: "${roleOption}")`);
    return 2;
  }
  let password: string;
  if (args.includes('--password-stdin')) {
    password = await readStdin();
  } else {
    if (!process.stdin.isTTY) {
      console.error('Sin terminal: use --password-stdin para leer la contraseña de la entrada estándar.');
      return 2;
    }
    password = await prompt('Contraseña: ');
    if ((await prompt('Repita la contraseña: ')) !== password) {
      console.error('Las contraseñas no coinciden.');
      return 1;
    }
  }
  return withStaffDatabase(async (em) => {
    const [{ admins }] = await queryRows<{ admins: number }>(
      em,
      "select count(*)::int as admins from users where role = 'administrador' and disabled_at is null",
    );
    const role: Role = (roleOption as Role | null) ?? (admins === 0 ? 'administrador' : 'consultor');
    const user = await createAccount(em, { username, name: option('--name') ?? undefined, role, password }, new Date());
    console.log(`Cuenta creada: ${user.username} (${role})`);
    return 0;
  });
}

await runStaffCommand(main);

/**
 * Two server processes behind nginx against one process behind the same nginx: the deployment of
 * docs/operations.md (deploy/nginx.conf, https, NODE_ENV=production, real child processes; started by
 * backend/testing/nginxDeployment.ts, as its test does). "1 process" goes through the front that sends
 * every request to the first process, "2 processes" through the site, which sends them to both in
 * turn; both in alternating rounds, so both meet the same moments of the machine. The route is
 * GET /api/carousel-images: public (no sign-in, no per-address limit to lift) and one read of the
 * database. nginx, the processes, PostgreSQL and autocannon share the machine's CPUs: the ratio says
 * what a second process gives on this machine, not on a bigger one.
 *
 * Needs PostgreSQL (several processes cannot share the embedded database). The processes get a
 * database of their own on DATABASE_URL's server, made for the run and dropped afterwards: their mail
 * sender and sweepers never touch the database named by DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { addRound, line, loadAverage, measured, perSecond } from './measured.ts';
import type { Database } from '../../backend/db/orm.ts';
import { ensureFrontendBuild } from '../../backend/frontendBuild.ts';
import { NGINX, startDeployment } from '../../backend/testing/nginxDeployment.ts';

const ROUTE = '/api/carousel-images';

interface Settings {
  connections: number;
  rounds: number;
  secondsPerRound: number;
  warmUpSeconds: number;
}

function nginxInstalled(): boolean {
  return NGINX.startsWith('/') ? existsSync(NGINX) : (process.env.PATH ?? '').split(':').some((dir) => existsSync(`${dir}/nginx`));
}

export async function benchBehindNginx(db: Database, databaseUrl: string | null, settings: Settings): Promise<void> {
  if (!databaseUrl) {
    console.log('behind nginx: not measured, it needs PostgreSQL (DATABASE_URL): several processes cannot share the embedded database');
    return;
  }
  if (!nginxInstalled()) {
    console.log('behind nginx: not measured, nginx is not installed (apt-get install nginx)');
    return;
  }
  // The processes serve dist/ in production: built here once, not by each of them.
  await ensureFrontendBuild();
  const name = `rumbo_bench_${randomUUID().slice(0, 8)}`;
  const connection = db.orm.em.getConnection();
  await connection.execute(`create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    const deployment = await startDeployment({ databaseUrl: url.toString(), processes: 2, env: { LOG_REQUESTS: '0' } });
    try {
      const load = (base: string, seconds: number): Promise<Result> =>
        autocannon({ url: base + ROUTE, connections: settings.connections, duration: seconds, tlsOptions: { ca: deployment.ca } });
      const targets = [
        { run: measured('1 process'), url: deployment.processes[0].front },
        { run: measured('2 processes'), url: deployment.url },
      ];
      console.log(
        `behind nginx (https, deploy/nginx.conf, NODE_ENV=production): GET ${ROUTE}, ${settings.connections} connections, ` +
          `${settings.rounds} alternating rounds of ${settings.secondsPerRound} s after ${settings.warmUpSeconds} s warm-up; ` +
          `database: PostgreSQL; ${os.cpus().length} CPUs, load average ${loadAverage()}`,
      );
      for (const target of targets) await load(target.url, settings.warmUpSeconds);
      for (let i = 0; i < settings.rounds; i++) {
        for (const target of targets) addRound(target.run, await load(target.url, settings.secondsPerRound));
      }
      const [one, two] = targets.map((target) => target.run);
      for (const run of [one, two]) console.log(line(run, 11));
      console.log(
        `2 processes/1 process: throughput ${(perSecond(two) / perSecond(one)).toFixed(2)}, p99 ${two.p99} ms vs ${one.p99} ms; load average now ${loadAverage()}`,
      );
    } catch (error) {
      console.log(deployment.recentOutput());
      throw error;
    } finally {
      await deployment.close();
    }
  } finally {
    await connection.execute(`drop database if exists "${name}" with (force)`);
  }
}

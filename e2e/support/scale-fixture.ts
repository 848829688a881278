/**
 * A journey at a provider's size (issue 56): the file's own server (per-file-server.ts, over its copy of the seeded
 * template) is stopped, its data grown by the scale fixture as `npm run seed -- --scale N` grows it (the catalogue,
 * the dealer network and a year of orders, apps/server/src/seed/scale*.ts), and started again on it. Only the file
 * that asks pays: the other journeys keep the demo's size. Answers the seconds the growing took and the start after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/test/support/free-port.ts';
import { current, currentServer, startServer, stopServer } from './server.ts';

const root = path.resolve(import.meta.dirname, '../..');

export async function growToScale(factor: number): Promise<{ growSeconds: number; startSeconds: number }> {
  const server = currentServer();
  await stopServer(server);
  current.server = null;
  const grown = Date.now();
  const log = fs.openSync(path.join(server.dataDir, 'scale.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/cli.ts', '--scale', String(factor)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '', NODE_ENV: 'development' },
    stdio: ['ignore', log, log],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  fs.closeSync(log);
  const said = fs.readFileSync(path.join(server.dataDir, 'scale.log'), 'utf8');
  if (code !== 0) throw new Error(`the scale fixture failed (${code}):\n${said}`);
  const growSeconds = (Date.now() - grown) / 1000;
  const started = Date.now();
  current.server = await startServer({
    dataDir: server.dataDir,
    port: await freePort(),
    databaseUrl: server.databaseUrl,
  });
  const startSeconds = (Date.now() - started) / 1000;
  console.log(
    `[e2e] scale fixture ${factor}×: grown in ${growSeconds.toFixed(1)} s, server up in ${startSeconds.toFixed(1)} s`,
  );
  console.log(
    said
      .split('\n')
      .filter((l) => l.includes('规模数据'))
      .join('\n'),
  );
  return { growSeconds, startSeconds };
}

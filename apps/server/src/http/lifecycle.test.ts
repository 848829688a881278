import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { ok } from './envelope.ts';

function get(agent: http.Agent, port: number, pathname: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
  });
}

describe('graceful stop', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stop-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finishes the requests in flight (ending their keep-alive connections) and closes idle ones at once', async () => {
    const database = await openDatabase({});
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'none'),
      ORDER_SWEEP_SECONDS: '0',
    });
    const app = await buildApp({ database, config });
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 400));
      return ok('done');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    // an idle keep-alive connection, as a proxy keeps many
    expect((await get(agent, port, '/livez')).status).toBe(200);
    const inFlight = get(agent, port, '/slow');
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const closed = app.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data).toBe('done');
    expect(answer.connection).toBe('close');
    await closed;
    // well before main.ts's forced exit (10 s) and Fastify's keep-alive timeout (72 s)
    expect(Date.now() - started).toBeLessThan(3000);
    agent.destroy();
    await database.close();
  });
});

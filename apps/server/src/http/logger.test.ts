import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../../test/support/test-db.ts';
import { createLogger, redactUrl } from './logger.ts';

describe('request log', () => {
  it('hides the value of credential-carrying query parameters and keeps the rest', () => {
    expect(redactUrl('/api/x?token=abc.def&page=2')).toBe('/api/x?token=[hidden]&page=2');
    expect(redactUrl('/files/a.png?exp=1&sig=ff00')).toBe('/files/a.png?exp=1&sig=[hidden]');
    expect(redactUrl('/api/x?page=2&Access_Token=zz#h')).toBe('/api/x?page=2&Access_Token=[hidden]#h');
    expect(redactUrl('/api/x?tokens=1')).toBe('/api/x?tokens=1');
  });

  it('a request with ?token= is logged without the token, through the real app', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase('pglite', 'migrated');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') });
    const app = await buildApp({ database, config, logger: createLogger('info', sink) });
    try {
      const secret = 'a'.repeat(40);
      await app.inject({ method: 'GET', url: `/healthz?token=${secret}&x=1`, headers: { token: secret } });
      const logged = lines.join('');
      expect(logged).toContain('/healthz?token=[hidden]&x=1');
      expect(logged).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

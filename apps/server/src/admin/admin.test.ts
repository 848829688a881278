/**
 * The admin command as an operator runs it (a child process on the configured database, the password piped on
 * stdin), then the real server on the same database: the account it made signs in, and the audit log has it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Driver } from '../db/database.ts';
import { testDrivers } from '../../test/support/test-db.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const API = '/api-cloud-merchant-service';

describe.each(testDrivers())('npm run admin on %s', (driver: Driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
  let databaseUrl = '';
  let dbName = '';

  beforeAll(async () => {
    if (driver !== 'postgres') return;
    dbName = `portal_admin_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!dbName) return;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  const env = () => ({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });

  /** `npm run admin -- …args` with `stdin` piped in (not a terminal: the password is its first line). */
  function admin(args: string[], stdin = ''): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env() },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.stdin.end(stdin);
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
  }

  /** The real server on the same database, for one look (closed again: PGlite's directory has one user). */
  async function withServer<T>(
    fn: (
      call: (
        method: 'GET' | 'POST',
        url: string,
        body?: object,
        token?: string,
      ) => Promise<{ statusCode: number; body: { code: number; data: never; reason?: string; count?: number } }>,
    ) => Promise<T>,
  ): Promise<T> {
    const config = loadConfig({ ...env(), WEB_DIST: path.join(dataDir, 'no-web') });
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
    const app = await buildApp({ database, config });
    try {
      await app.ready();
      return await fn(async (method, url, body, token) => {
        const res = await app.inject({
          method,
          url: `${API}${url}`,
          payload: body as never,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return { statusCode: res.statusCode, body: res.json() };
      });
    } finally {
      await app.close();
      await database.close();
    }
  }
  const login = (password: string) =>
    ['POST', '/v1/account/passwordLogin', { account: '13900043001', password }] as const;

  it('creates the first staff account on an empty database, which then signs in as staff; the log has it', async () => {
    const empty = await admin(['list']);
    expect(empty.code).toBe(0);
    expect(empty.out).toContain('还没有业务员账号');

    const weak = await admin(['create', '--phone', '13900043001'], 'short\n');
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('密码为8-16位');
    expect((await admin(['create', '--phone', '1234'], 'Oper@2026\n')).out).toContain('手机号无效');

    const made = await admin(
      ['create', '--phone', '13900043001', '--name', '王运营', '--password-stdin'],
      'Oper@2026\n',
    );
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/已创建业务员账号 A\d{8}（手机号 13900043001）/);
    expect(made.out).toContain('/login  账号：13900043001');
    expect(made.out).not.toContain('Oper@2026');

    // only the first: more staff are invited in the portal
    const second = await admin(['create', '--phone', '13900043002'], 'Oper@2026\n');
    expect(second.code).toBe(1);
    expect(second.out).toContain('已有 1 个业务员账号');

    await withServer(async (call) => {
      const signedIn = await call(...login('Oper@2026'));
      expect(signedIn.body.code).toBe(0);
      const token = (signedIn.body.data as { token: string }).token;
      const me = await call('GET', '/v1/account/getLoginSessionInfo', undefined, token);
      expect(me.body.data).toMatchObject({ userType: 20, isHikSales: true, nickname: '王运营' });
      const log = await call('GET', '/v1/audit/page?action=staff.create', undefined, token);
      expect(log.body.count).toBe(1);
      expect(log.body.data[0]).toMatchObject({
        actor: null,
        action: 'staff.create',
        before: null,
        after: { phone: '13900043001', nickname: '王运营', role: 'staff', status: 'active' },
      });
      expect(JSON.stringify(log.body.data)).not.toContain('Oper@2026');
    });
  }, 400_000); // each run of the command is a process of its own: on a busy machine some seconds each

  it('resets a staff password (old sessions end) and lists the staff', async () => {
    const token = await withServer(
      async (call) => ((await call(...login('Oper@2026'))).body.data as { token: string }).token,
    );
    const reset = await admin(['reset-password', '--phone', '13900043001'], 'Newer@2026\n');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('已重置业务员');
    expect((await admin(['reset-password', '--phone', '13900043009'], 'Newer@2026\n')).out).toContain('不是业务员账号');

    await withServer(async (call) => {
      expect((await call(...login('Oper@2026'))).body.reason).toBe('ACCOUNT.loginFailed');
      expect((await call('GET', '/v1/account/getLoginSessionInfo', undefined, token)).statusCode).toBe(401);
      const fresh = ((await call(...login('Newer@2026'))).body.data as { token: string }).token;
      const log = await call('GET', '/v1/audit/page?action=staff.resetPassword', undefined, fresh);
      expect(log.body.data[0]).toMatchObject({
        before: { status: 1, hasPassword: true },
        after: { hasPassword: true },
      });
    });

    const list = await admin(['list']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/A\d{8}\t13900043001\t王运营\t正常\t/);
  }, 400_000);
});

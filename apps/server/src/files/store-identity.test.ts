import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase, describeOnPostgres } from '../../test/support/test-db.ts';
import { fileStoreId, instanceTag, otherInstanceStores, storeConflict } from './store-identity.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-id-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const local = (dir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, dir) });
const bucket = (name: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'x'),
    S3_BUCKET: name,
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
  });

describe("a file store's identity", () => {
  it('one per local directory (kept in it), one per bucket', () => {
    const a = fileStoreId(local('a'));
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(fileStoreId(local('a'))).toBe(a); // the instances sharing the directory
    expect(fs.readFileSync(path.join(tmp, 'a', 'file-store.id'), 'utf8')).toBe(a);
    expect(fileStoreId(local('b'))).not.toBe(a);
    expect(fileStoreId(bucket('one'))).toBe(fileStoreId(bucket('one')));
    expect(fileStoreId(bucket('one'))).not.toBe(fileStoreId(bucket('two')));
  });

  it('a damaged id file stops the start with the file named', () => {
    fs.mkdirSync(path.join(tmp, 'bad'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'bad', 'file-store.id'), 'nonsense');
    expect(() => fileStoreId(local('bad'))).toThrow(/file-store\.id 已损坏/);
  });
});

describeOnPostgres('instances on one database (%s)', (driver) => {
  it('an instance with another store is named; one sharing the store, or a tool without a tag, is not', async () => {
    const base = await createTestDatabase(driver);
    const open = (tag?: string) =>
      openDatabase({ databaseUrl: base.url, poolMax: 1, ...(tag ? { instanceTag: tag } : {}) });
    const [mine, sharing, tool, other] = await Promise.all([
      open(instanceTag('aaaa0001')),
      open(instanceTag('aaaa0001')),
      open(),
      open(instanceTag('bbbb0002')),
    ]);
    try {
      // each holds a connection open, as a running instance does
      await Promise.all([mine, sharing, tool, other].map((d) => sql`select 1`.execute(d.db)));
      expect(await otherInstanceStores(mine, 'aaaa0001')).toEqual(['bbbb0002']);
      const why = await storeConflict(mine, local('a'), 'aaaa0001');
      expect(why).toContain('多个实例必须共享同一文件存储');
      expect(why).toContain('bbbb0002');
      await other.close();
      await new Promise((r) => setTimeout(r, 200)); // the backend leaves pg_stat_activity
      expect(await storeConflict(mine, local('a'), 'aaaa0001')).toBeNull();
    } finally {
      await Promise.all([mine, sharing, tool].map((d) => d.close()));
      await base.close();
    }
  });
});

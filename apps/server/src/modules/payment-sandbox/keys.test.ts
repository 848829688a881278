import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-db.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import type { Database } from '../../db/database.ts';
import { sandboxKeys, useKeysFrom } from './keys.ts';

describe.each(testDrivers())('sandbox keys in the database on %s', (driver) => {
  let database: Database;
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-keys-')));
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('gives every instance (each with its own DATA_DIR) the same keys, and writes none to the directory', async () => {
    useKeysFrom(dirs[0]!, database.db);
    useKeysFrom(dirs[1]!, database.db);
    const [a, b] = await Promise.all([sandboxKeys(dirs[0]!), sandboxKeys(dirs[1]!)]);
    expect(a.wechat.platformPublicKey).toContain('BEGIN PUBLIC KEY');
    expect(a.alipay.appPrivateKey).toContain('BEGIN PRIVATE KEY');
    expect(a.wechat.platformPublicKey).toBe(b.wechat.platformPublicKey);
    expect(a.alipay.appPrivateKey).toBe(b.alipay.appPrivateKey);
    expect(fs.existsSync(path.join(dirs[0]!, 'payment-sandbox'))).toBe(false);
    const rows = await database.db.selectFrom('sandbox_key').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect((rows[0]!.keys as { version: number }).version).toBe(1);
  });

  it("a data directory's keys from before move into an empty database", async () => {
    const other = await createTestDatabase(driver);
    try {
      const before = await sandboxKeys(dirs[2]!); // no database registered: the file
      expect(fs.existsSync(path.join(dirs[2]!, 'payment-sandbox', 'keys.json'))).toBe(true);
      useKeysFrom(dirs[2]!, other.db);
      expect(before.wechat.apiV3Key).toHaveLength(32);
      expect((await sandboxKeys(dirs[2]!)).wechat.apiV3Key).toBe(before.wechat.apiV3Key);
    } finally {
      await other.close();
    }
  });
});

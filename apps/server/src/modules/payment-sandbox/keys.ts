/**
 * The sandbox's key material, generated on first need and kept in the database (table sandbox_key, one row), so
 * that every instance on the database signs and verifies with the same keys: the app registers its database for its
 * DATA_DIR at start (useKeysFrom, module.ts). A data directory with no database registered (a unit test of the
 * protocols) keeps them in DATA_DIR/payment-sandbox/keys.json (mode 0600); a directory that has that file from before
 * gives its keys to the database the first time (so trades made before keep verifying).
 * per channel a merchant pair (we sign, the sandbox verifies) and a platform pair (the sandbox signs, we verify),
 * plus WeChat Pay's APIv3 key. Nothing here is a real credential; it only lets both sides speak the real protocols.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as q from './queries.ts';
import type { Db } from './tables.ts';

const generate = promisify(generateKeyPair);

export interface SandboxKeys {
  version: 1;
  wechat: {
    mchid: string;
    appid: string;
    merchantSerialNo: string;
    merchantPrivateKey: string;
    merchantPublicKey: string;
    platformSerial: string;
    platformPrivateKey: string;
    platformPublicKey: string;
    apiV3Key: string;
  };
  alipay: {
    appId: string;
    sellerId: string;
    appPrivateKey: string;
    appPublicKey: string;
    alipayPrivateKey: string;
    alipayPublicKey: string;
  };
}

/** The sandbox's fixed merchant identities (the shapes of real ones). */
const SANDBOX_IDS = {
  wechatMchid: '1900000109',
  wechatAppid: 'wx8888888888888888',
  alipayAppId: '2021000122600001',
  alipaySellerId: '2088102000000001',
} as const;

async function rsaPair(): Promise<{ privateKey: string; publicKey: string }> {
  return generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

async function create(): Promise<SandboxKeys> {
  const [wm, wp, am, ap] = await Promise.all([rsaPair(), rsaPair(), rsaPair(), rsaPair()]);
  const alnum = (n: number) =>
    Array.from(randomBytes(n), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join(
      '',
    );
  return {
    version: 1,
    wechat: {
      mchid: SANDBOX_IDS.wechatMchid,
      appid: SANDBOX_IDS.wechatAppid,
      merchantSerialNo: randomBytes(20).toString('hex').toUpperCase(),
      merchantPrivateKey: wm.privateKey,
      merchantPublicKey: wm.publicKey,
      platformSerial: `PUB_KEY_ID_0119${randomBytes(12).toString('hex').toUpperCase()}`,
      platformPrivateKey: wp.privateKey,
      platformPublicKey: wp.publicKey,
      apiV3Key: alnum(32),
    },
    alipay: {
      appId: SANDBOX_IDS.alipayAppId,
      sellerId: SANDBOX_IDS.alipaySellerId,
      appPrivateKey: am.privateKey,
      appPublicKey: am.publicKey,
      alipayPrivateKey: ap.privateKey,
      alipayPublicKey: ap.publicKey,
    },
  };
}

async function load(dataDir: string): Promise<SandboxKeys> {
  const dir = path.join(dataDir, 'payment-sandbox');
  const file = path.join(dir, 'keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxKeys;
  const keys = await create();
  fs.mkdirSync(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, JSON.stringify(keys, null, 2), { mode: 0o600 });
  try {
    // link fails when another process wrote the file first: then everyone uses that one.
    fs.linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxKeys;
}

/** The keys in the database: the first instance's insert wins, every instance reads the row that won. */
async function loadFromDatabase(db: Db, dataDir: string): Promise<SandboxKeys> {
  const stored = await q.storedKeys(db);
  if (stored) return stored as SandboxKeys;
  const file = path.join(dataDir, 'payment-sandbox', 'keys.json');
  const keys = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxKeys) : await create();
  await q.storeKeysOnce(db, keys);
  return (await q.storedKeys(db)) as SandboxKeys;
}

const cache = new Map<string, Promise<SandboxKeys>>();
const databases = new Map<string, Db>();

/** The app's database keeps the keys of its data directory (called once at start by the module's setup). */
export function useKeysFrom(dataDir: string, db: Db): void {
  const key = path.resolve(dataDir);
  if (databases.get(key) !== db) cache.delete(key);
  databases.set(key, db);
}

/** The sandbox keys of a data directory (created on first call; the same promise for every caller). */
export function sandboxKeys(dataDir: string): Promise<SandboxKeys> {
  const key = path.resolve(dataDir);
  let p = cache.get(key);
  if (!p) {
    const db = databases.get(key);
    p = db ? loadFromDatabase(db, key) : load(key);
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** Everything the server keeps on disk: the embedded database (pgdata/) and files (static/). */
  dataDir: string;
  /** The embedded PGlite database directory; unused when databaseUrl is set. */
  pgliteDir: string;
  /** Files served under /static/: generated product pictures, uploads. */
  staticDir: string;
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  databaseUrl: string | null;
  nodeEnv: string;
  brandName: string;
  /** Where the sign-on site lives; the same server's /sso by default. */
  ssoUrl: string;
  logLevel: string;
  /** The built web app served by this server. */
  webDist: string;
  /** Load demo data when the database is empty. */
  seedDemo: boolean;
  /** Echo SMS messages of the default (outbox) provider to the log: on outside production, SMS_ECHO=1 forces it. */
  smsEcho: boolean;
  /**
   * Key of the web-map service (AMap JS API 2.0). Empty: the dealer map is the built-in offline map of China;
   * set: the browser loads the web map with this key (it is a browser key, public by design).
   */
  mapKey: string;
  repoRoot: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`环境变量 ${name} 必须是非负整数，当前为 "${raw}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    pgliteDir: path.join(dataDir, 'pgdata'),
    staticDir: path.join(dataDir, 'static'),
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv,
    brandName: env.BRAND_NAME || '海昱安防',
    ssoUrl: (env.SSO_URL || '/sso').replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    seedDemo: env.SEED_DEMO !== '0',
    smsEcho: env.SMS_ECHO ? env.SMS_ECHO === '1' : nodeEnv !== 'production',
    mapKey: (env.AMAP_KEY || '').trim(),
    repoRoot,
  };
}

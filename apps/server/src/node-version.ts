/**
 * The Node.js the server runs on: 22 LTS from 22.12 on (package.json `engines`; its dependencies — pg-boss 11,
 * cookie 2 — need 22). An older one is refused at start with a message naming both versions, before anything else
 * is loaded (boot.ts, migrate-cli.ts and launch.mjs check first).
 */
export const NODE_MIN = '22.12.0';

/** The refusal for `version` (process.versions.node), or null when it is new enough. */
export function unsupportedNode(version: string): string | null {
  const [a = 0, b = 0] = version.split('.').map(Number);
  const [x = 0, y = 0] = NODE_MIN.split('.').map(Number);
  if (a > x || (a === x && b >= y)) return null;
  return `需要 Node.js ≥ ${NODE_MIN}（Node 22 LTS），当前为 v${version}；请安装 Node.js 22 / Node.js ≥ ${NODE_MIN} required, this is v${version}`;
}

/** Exits with code 1 (after saying why) on a Node.js older than NODE_MIN. */
export function requireSupportedNode(): void {
  const refusal = unsupportedNode(process.versions.node);
  if (!refusal) return;
  console.error(`[portal] 启动失败：${refusal}`);
  process.exit(1);
}

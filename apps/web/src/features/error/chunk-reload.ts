/** A failed dynamic import reloads the page, at most once a minute (time kept in session storage). */
export const CHUNK_RELOAD_KEY = 'portal:chunkReloadAt';
const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : '';
  return CHUNK_PATTERNS.some((re) => re.test(msg));
}

type KV = Pick<Storage, 'getItem' | 'setItem'>;

/** True (and remembers now) when no chunk reload happened in the last minute. */
export function claimChunkReload(storage: KV, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Reload for a chunk failure if allowed; answers whether a reload was started. */
export function reloadForChunkError(err: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(err)) return false;
  if (!claimChunkReload(window.sessionStorage)) return false;
  window.location.reload();
  return true;
}

export type Params = Record<string, unknown>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** GET parameters joined into a query string, omitting undefined, null and ''. Arrays repeat the key. */
export function buildQuery(params: Params | undefined): string {
  if (!params) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (isEmpty(v)) continue;
    if (Array.isArray(v)) {
      for (const item of v) if (!isEmpty(item)) sp.append(k, String(item));
    } else {
      sp.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

export function withQuery(path: string, params: Params | undefined): string {
  const q = buildQuery(params);
  if (!q) return path;
  return path.includes('?') ? `${path}&${q.slice(1)}` : path + q;
}

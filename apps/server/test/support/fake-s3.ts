/**
 * Test support: an in-process S3-compatible server (path-style PUT/GET/HEAD/DELETE of objects, GET with a Range,
 * CopyObject, ListObjectsV2) that checks every request's AWS Signature Version 4 — in the Authorization header or,
 * for a presigned URL, in the query with its expiry against the server's clock (`now`, settable) — written here from
 * the published algorithm, independently of the SDK, and itself checked against AWS's published example in
 * files.test.ts.
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignedRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The signature a request should carry, from its Authorization header's scope and signed headers. */
export function expectedSignature(req: SignedRequest, secret: string): { given: string; expected: string } | null {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return null;
  const [, , date, region, service, signedHeaders, given] = m as unknown as string[];
  const [rawPath = '/', rawQuery = ''] = req.url.split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const [k = '', v = ''] = p.split('=');
      return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders!.split(';');
  const header = (n: string) => {
    const v = req.headers[n];
    return (Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ');
  };
  const payload = header('x-amz-content-sha256') || sha256(req.body);
  const canonical = [
    req.method,
    rawPath,
    query,
    names.map((n) => `${n}:${header(n)}\n`).join(''),
    signedHeaders,
    payload,
  ].join('\n');
  const amzDate = header('x-amz-date');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const kSigning = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), 'aws4_request');
  return { given: given!, expected: createHmac('sha256', kSigning).update(toSign).digest('hex') };
}

/** A presigned URL's signature (query-string authentication) and whether it is still valid at `nowMs`. */
export function presignedValid(req: SignedRequest, secret: string, nowMs: number): boolean {
  const [rawPath = '/', rawQuery = ''] = req.url.split('?');
  const params = new URLSearchParams(rawQuery);
  const given = params.get('X-Amz-Signature');
  const credential = params.get('X-Amz-Credential') ?? '';
  const amzDate = params.get('X-Amz-Date') ?? '';
  const expires = Number(params.get('X-Amz-Expires'));
  const signedHeaders = params.get('X-Amz-SignedHeaders') ?? '';
  if (!given || params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !Number.isInteger(expires)) return false;
  const d = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!d) return false;
  const signedAt = Date.UTC(+d[1]!, +d[2]! - 1, +d[3]!, +d[4]!, +d[5]!, +d[6]!);
  if (nowMs > signedAt + expires * 1000) return false;
  const [, date = '', region = '', service = ''] = credential.split('/');
  const query = [...params.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const header = (n: string) => String(req.headers[n] ?? '').trim();
  const names = signedHeaders.split(';');
  const canonical = [
    req.method,
    rawPath,
    query,
    names.map((n) => `${n}:${header(n)}\n`).join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const kSigning = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', kSigning).update(toSign).digest('hex') === given;
}

/** Whether a request is correctly signed with secret (and its body matches a signed payload hash). */
export function verifySignature(req: SignedRequest, secret: string): boolean {
  const s = expectedSignature(req, secret);
  if (!s || s.given !== s.expected) return false;
  const payload = String(req.headers['x-amz-content-sha256'] ?? '');
  return !/^[0-9a-f]{64}$/.test(payload) || payload === sha256(req.body);
}

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  requests: { method: string; url: string; signed: boolean; range?: string; sentBytes?: number }[];
  /** The server's clock for presigned URLs' expiry (Date.now unless a test moves it). */
  now: () => number;
  close(): Promise<void>;
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

export async function startFakeS3(bucket: string, secret: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const fake: FakeS3 = {
    endpoint: '',
    objects,
    requests,
    now: () => Date.now(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? '/';
      const sreq = { method: req.method ?? 'GET', url, headers: req.headers, body };
      const signed = url.includes('X-Amz-Signature=')
        ? presignedValid(sreq, secret, fake.now())
        : verifySignature(sreq, secret);
      const entry: FakeS3['requests'][number] = { method: req.method ?? '', url, signed };
      if (req.headers.range) entry.range = String(req.headers.range);
      requests.push(entry);
      const send = (status: number, payload: Buffer | string = '', type = 'application/xml') => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(payload) });
        res.end(payload);
      };
      if (!signed) return send(403, xmlError('SignatureDoesNotMatch'));
      const path = decodeURIComponent(url.split('?')[0] ?? '/');
      const prefix = `/${bucket}/`;
      const query = new URLSearchParams(url.split('?')[1] ?? '');
      if ((path === `/${bucket}` || path === `/${bucket}/`) && req.method === 'GET' && query.get('list-type') === '2') {
        const p = query.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(p)).sort();
        const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${p}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`).join('')}</ListBucketResult>`;
        return send(200, xml);
      }
      if (!path.startsWith(prefix)) return send(404, xmlError('NoSuchBucket'));
      const key = path.slice(prefix.length);
      const copySource = req.headers['x-amz-copy-source'];
      if (req.method === 'PUT' && typeof copySource === 'string') {
        const from = decodeURIComponent(copySource).replace(/^\//, '');
        const o = from.startsWith(`${bucket}/`) ? objects.get(from.slice(bucket.length + 1)) : undefined;
        if (!o) return send(404, xmlError('NoSuchKey'));
        objects.set(key, { ...o });
        return send(200, '<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
      }
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"`, 'content-length': 0 });
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const o = objects.get(key);
        if (!o) return send(404, xmlError('NoSuchKey'));
        const size = o.body.length;
        if (req.method === 'HEAD') {
          res.writeHead(200, { 'content-type': o.contentType, 'content-length': size });
          return res.end();
        }
        const m = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
        if (m && (m[1] || m[2])) {
          const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
          const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
          if (start >= size || start > end) return send(416, xmlError('InvalidRange'));
          const part = o.body.subarray(start, end + 1);
          entry.sentBytes = part.length;
          res.writeHead(206, {
            'content-type': o.contentType,
            'content-length': part.length,
            'content-range': `bytes ${start}-${end}/${size}`,
          });
          return res.end(part);
        }
        entry.sentBytes = size;
        return send(200, o.body, o.contentType);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return send(405, xmlError('MethodNotAllowed'));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  fake.endpoint = `http://127.0.0.1:${port}`;
  return fake;
}

/**
 * Test support: an in-process S3-compatible server (path-style PUT/GET/DELETE of objects) that checks every
 * request's AWS Signature Version 4 — written here from the published algorithm, independently of the SDK, and
 * itself checked against AWS's published example in files.test.ts.
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
  requests: { method: string; url: string; signed: boolean }[];
  close(): Promise<void>;
}

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

export async function startFakeS3(bucket: string, secret: string): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? '/';
      const signed = verifySignature({ method: req.method ?? 'GET', url, headers: req.headers, body }, secret);
      requests.push({ method: req.method ?? '', url, signed });
      const send = (status: number, payload: Buffer | string = '', type = 'application/xml') => {
        res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(payload) });
        res.end(payload);
      };
      if (!signed) return send(403, xmlError('SignatureDoesNotMatch'));
      const path = decodeURIComponent(url.split('?')[0] ?? '/');
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return send(404, xmlError('NoSuchBucket'));
      const key = path.slice(prefix.length);
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"`, 'content-length': 0 });
        return res.end();
      }
      if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return send(404, xmlError('NoSuchKey'));
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
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

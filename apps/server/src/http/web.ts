import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_MESSAGES, API_PREFIX, ErrorCode, ORDER_API_PREFIX, refusal } from '@portal/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from './envelope.ts';
import { registerEntryQr } from './entry-qr.ts';

export interface WebOptions {
  webDist: string;
  /** Served under /static/ (generated product pictures, public uploads). */
  staticDir: string;
  /** Paths under /static/ never served (private kinds of files left there from before files had classes). */
  hidden?: (pathName: string) => boolean;
  publicConfig: Record<string, unknown>;
}

const API_PATHS = [API_PREFIX, ORDER_API_PREFIX, '/api/', '/healthz', '/static/'];

/** The config script that replaces <!--portal-config--> in index.html, and its CSP hash. */
export function configScript(publicConfig: Record<string, unknown>): { tag: string; hash: string } {
  const body = `window.__PORTAL_CONFIG__=${JSON.stringify(publicConfig).replace(/</g, '\\u003c')};`;
  return { tag: `<script>${body}</script>`, hash: `'sha256-${createHash('sha256').update(body).digest('base64')}'` };
}

/**
 * Serves the built web app: hashed assets with a year's cache, index.html (never cached, with the
 * runtime config injected) for every other GET that accepts HTML (history-mode routes), and the
 * envelope 404 for unknown API paths.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  fs.mkdirSync(opts.staticDir, { recursive: true });
  registerEntryQr(app);
  await app.register(fastifyStatic, {
    root: opts.staticDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
    ...(opts.hidden ? { allowedPath: (pathName: string) => !opts.hidden!(pathName.replace(/^\/+/, '')) } : {}),
  });

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  let indexHtml = '';
  if (hasWeb) {
    const { tag } = configScript(opts.publicConfig);
    indexHtml = fs.readFileSync(indexFile, 'utf8').replace('<!--portal-config-->', tag);
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      serve: true,
      // The build writes each asset's brotli and gzip copy (apps/web/scripts/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const isPage = pageMatcher(path.join(opts.webDist, 'route-paths.json'));
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PATHS.some((p) => url.startsWith(p));
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (!isApi && hasWeb && (req.method === 'GET' || req.method === 'HEAD') && (wantsHtml || !path.extname(url))) {
      // An address no page serves gets the app too (it shows its not-found page), with status 404.
      return reply
        .status(isPage(url) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply.status(404).send(failure(ErrorCode.notFound, refusal(API_MESSAGES, 'notFound')));
  });
});

/**
 * Whether an address is one of the web app's pages: the patterns the build writes from the route table
 * (apps/web/src/app/route-paths.ts), matched as React Router does (`:param` one segment, letter case ignored). A build
 * without the list: every address is taken for a page.
 */
function pageMatcher(file: string): (url: string) => boolean {
  if (!fs.existsSync(file)) return () => true;
  const patterns = (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]).map(
    (p) =>
      new RegExp(
        `^${p
          .split('/')
          .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
        'i',
      ),
  );
  return (url) => {
    let decoded = url;
    try {
      decoded = decodeURI(url);
    } catch {
      return false;
    }
    return patterns.some((re) => re.test(decoded));
  };
}

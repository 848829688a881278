import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { authPlugin } from './http/auth.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installLifecycle } from './http/lifecycle.ts';
import { LOG_REDACT, LOG_SERIALIZERS } from './http/logger.ts';
import { installMetrics } from './http/metrics.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { configScript, webPlugin } from './http/web.ts';
import type { AppDeps } from './deps.ts';
import { bus, crossInstanceEvents } from './events/index.ts';
import { fileLinksFor, isPrivateKey } from './files/index.ts';
import { installModules } from './manifest/manifest.ts';
import { accountMeetsPolicy, findTokenOwner } from './modules/account/index.ts';
import { postgresRateLimitStore } from './modules/rate-limit/index.ts';
import { CAPTCHA_HOSTS, captchaPublic } from './config-captcha.ts';

export function publicConfig(config: Config) {
  const site = Object.fromEntries(Object.entries(config.site).filter(([, v]) => v));
  return {
    brandName: config.brandName,
    ssoUrl: config.ssoUrl,
    ...site,
    ...(config.mapKey ? { mapKey: config.mapKey } : {}),
    ...(captchaPublic(config.captcha) ? { captcha: captchaPublic(config.captcha) } : {}),
  };
}

/** Hosts the web map (AMap JS API 2.0) loads its script, data and tiles from; allowed only when a key is set. */
const WEB_MAP_HOSTS = ['https://*.amap.com', 'https://*.is.autonavi.com'];

export async function buildApp(deps: {
  database: Database;
  config: Config;
  /** The process's logger (main.ts): the start's lines and the requests' in one stream. */
  logger?: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  const { database, config } = deps;
  const logging = deps.logger
    ? { loggerInstance: deps.logger }
    : {
        logger:
          config.logLevel === 'silent'
            ? false
            : { level: config.logLevel, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
      };
  const app = Fastify({
    ...logging,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    // TRUST_PROXY: a hop count trusts that many proxies in front of this server; a list trusts those addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // while closing, http/lifecycle.ts answers new requests itself (503 in the envelope)
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installLifecycle(app);
  if (config.metrics) installMetrics(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Private files' addresses in JSON answers leave signed (files/links.ts): the answer was built for someone allowed.
  const links = fileLinksFor(config);
  app.addHook('onSend', async (_req, reply, payload) =>
    typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('application/json')
      ? links.signAll(payload)
      : payload,
  );

  const { hash } = configScript(publicConfig(config));
  // outside hosts only for what is configured: the web map with its key, an outside captcha (config-captcha.ts)
  const mapHosts = [
    ...(config.mapKey ? WEB_MAP_HOSTS : []),
    ...(config.captcha.kind === 'builtin' ? [] : CAPTCHA_HOSTS[config.captcha.kind]),
  ];
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", hash, ...mapHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapHosts],
        connectSrc: ["'self'", 'ws:', 'wss:', ...mapHosts],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        ...(config.captcha.kind === 'builtin' ? {} : { frameSrc: ["'self'", ...CAPTCHA_HOSTS[config.captcha.kind]] }),
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS is the TLS terminator's to send, on its HTTPS server only (deploy/nginx.conf): not on plain HTTP answers
    strictTransportSecurity: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  // Limits are declared per route (config.rateLimit, the domain's RATE_LIMITS); none applies globally. They are
  // counted in PostgreSQL, per route and client address (req.ip: only a TRUST_PROXY proxy may name it).
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(database.db) });
  // The OpenAPI page (/api/docs): off in production unless API_DOCS=1, then for staff (it lists every endpoint).
  if (config.apiDocs) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${config.brandName} 门户 API`,
          version: '1.0.0',
          description: '所有应答均为 {code,msg,data,count} 信封；code 0 表示成功。',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
  }
  await app.register(authPlugin, { db: database.db, findTokenOwner, meetsPolicy: accountMeetsPolicy });
  if (config.apiDocs) {
    // In production the page is for staff only (signed in, the staff policy), like the staff pages.
    const staffOnly = config.nodeEnv === 'production';
    await app.register(async (docs) => {
      if (staffOnly)
        docs.addHook('onRoute', (r) => {
          r.config = { ...(r.config as object), auth: 'user', policy: 'staff' } as typeof r.config;
        });
      await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    });
  }

  // On PostgreSQL, events reach every instance on the database (LISTEN/NOTIFY); on PGlite they stay in process.
  const stopEvents = await crossInstanceEvents(bus, database, (msg) => app.log.warn(msg));
  app.addHook('onClose', stopEvents);

  const moduleDeps: AppDeps = { db: database.db, database, config };
  await installModules(app, moduleDeps);

  await app.register(webPlugin, {
    webDist: config.webDist,
    staticDir: config.staticDir,
    hidden: isPrivateKey,
    publicConfig: publicConfig(config),
  });
  return app;
}

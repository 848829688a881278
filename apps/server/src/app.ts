import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DB } from './db/schema.ts';
import { authPlugin } from './http/auth.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { configScript, webPlugin } from './http/web.ts';
import { accountRoutes } from './modules/account/index.ts';
import { calculatorRoutes } from './modules/calculator/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { compareRoutes } from './modules/compare/index.ts';
import { favoriteRoutes } from './modules/favorite/index.ts';
import { designOrderRoutes } from './modules/design-order/index.ts';
import { fileRoutes } from './files/routes.ts';
import { privateProductRoutes } from './modules/private-product/index.ts';
import { requirementRoutes } from './modules/requirement/index.ts';
import { creditsRoutes } from './modules/credits/index.ts';
import { seckillRoutes } from './modules/seckill/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { regionRoutes } from './modules/region/index.ts';
import { dealerRoutes } from './modules/dealer/index.ts';
import { smsRoutes } from './modules/sms/index.ts';
import { enterpriseRoutes } from './modules/enterprise/index.ts';
import { promptRoutes } from './modules/prompt/index.ts';
import { paymentRoutes } from './modules/payment/index.ts';
import { paymentSandboxRoutes } from './modules/payment-sandbox/index.ts';
import { orderRoutes } from './modules/order/index.ts';
import { mallOrderPayable } from './modules/order/index.ts';
import { registerPayable } from './modules/payment/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { addressRoutes } from './modules/address/index.ts';
import { couponRoutes } from './modules/coupon/index.ts';
import { logisticsRoutes } from './modules/logistics/index.ts';

/** What every module receives: the database and the configuration. */
export interface AppDeps {
  db: Kysely<DB>;
  database: Database;
  config: Config;
}

export function publicConfig(config: Config) {
  return { brandName: config.brandName, ssoUrl: config.ssoUrl, ...(config.mapKey ? { mapKey: config.mapKey } : {}) };
}

/** Hosts the web map (AMap JS API 2.0) loads its script, data and tiles from; allowed only when a key is set. */
export const WEB_MAP_HOSTS = ['https://*.amap.com', 'https://*.is.autonavi.com'];

export async function buildApp(deps: { database: Database; config: Config }): Promise<FastifyInstance> {
  const { database, config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const { hash } = configScript(publicConfig(config));
  const mapHosts = config.mapKey ? WEB_MAP_HOSTS : [];
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
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  // Limits are declared per route (config.rateLimit); none applies globally.
  await app.register(fastifyRateLimit, { global: false });
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { db: database.db });

  const moduleDeps: AppDeps = { db: database.db, database, config };
  await app.register(systemRoutes, moduleDeps);
  await app.register(accountRoutes, moduleDeps);
  await app.register(contentRoutes, moduleDeps);
  await app.register(catalogueRoutes, moduleDeps);
  await app.register(compareRoutes, moduleDeps);
  await app.register(favoriteRoutes, moduleDeps);
  await app.register(calculatorRoutes, moduleDeps);
  await app.register(regionRoutes, moduleDeps);
  await app.register(dealerRoutes, moduleDeps);
  await app.register(smsRoutes, moduleDeps);
  await app.register(enterpriseRoutes, moduleDeps);
  await app.register(promptRoutes, moduleDeps);
  await app.register(paymentRoutes, moduleDeps);
  await app.register(paymentSandboxRoutes, moduleDeps);
  registerPayable(mallOrderPayable);
  await app.register(orderRoutes, moduleDeps);
  await app.register(cartRoutes, moduleDeps);
  await app.register(addressRoutes, moduleDeps);
  await app.register(couponRoutes, moduleDeps);
  await app.register(logisticsRoutes, moduleDeps);
  await app.register(designOrderRoutes, moduleDeps);
  await app.register(privateProductRoutes, moduleDeps);
  await app.register(fileRoutes, moduleDeps);
  await app.register(requirementRoutes, moduleDeps);
  await app.register(creditsRoutes, moduleDeps);
  await app.register(seckillRoutes, moduleDeps);

  await app.register(webPlugin, {
    webDist: config.webDist,
    staticDir: config.staticDir,
    publicConfig: publicConfig(config),
  });
  return app;
}

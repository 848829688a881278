/**
 * The sandbox gateway's HTTP side, under /sandbox/: the gateway endpoints our channels call (when a channel runs on
 * the sandbox: no keys, PAYMENT_SANDBOX) and the payer's 'scan and pay' pages. Its notification sender runs while
 * the app runs.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { dispatcherOf } from './dispatcher.ts';
import { h5CashierRoutes } from './h5-routes.ts';
import { invalidPage, scanPage } from './pages.ts';
import { wechatQueryOrClose } from './query-close.ts';
import { wechatRefund } from './refunds.ts';
import * as sandbox from './gateway.ts';

type Channel = 'wechat' | 'alipay';
const isChannel = (c: string): c is Channel => c === 'wechat' || c === 'alipay';
const HTML = 'text/html; charset=utf-8';

export const paymentSandboxRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const qr = config.paymentChannels.qr;
  const enabled = { wechat: qr.wechat === 'sandbox', alipay: qr.alipay === 'sandbox' };
  if (!enabled.wechat && !enabled.alipay) return;
  const env: sandbox.SandboxEnv = {
    dataDir: config.dataDir,
    publicBaseUrl: config.publicBaseUrl,
    merchantName: config.brandName,
  };
  const dispatcher = dispatcherOf({ db, config });

  // Signatures cover the exact bytes: every body here is read as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  const text = (body: unknown) => (typeof body === 'string' ? body : '');
  const hide = { hide: true };

  if (enabled.wechat) {
    app.post(`${sandbox.SANDBOX_BASE}/wechat/v3/pay/transactions/native`, { schema: hide }, async (req, reply) => {
      const a = await sandbox.wechatNativeOrder(db, env, {
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: text(req.body),
      });
      return reply.code(a.status).headers(a.headers).send(a.body);
    });
  }
  if (enabled.wechat) {
    app.post(`${sandbox.SANDBOX_BASE}/wechat/v3/pay/transactions/h5`, { schema: hide }, async (req, reply) => {
      const a = await sandbox.wechatH5Order(db, env, {
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: text(req.body),
      });
      return reply.code(a.status).headers(a.headers).send(a.body);
    });
  }
  if (enabled.wechat) {
    app.post(`${sandbox.SANDBOX_BASE}/wechat/v3/refund/domestic/refunds`, { schema: hide }, async (req, reply) => {
      const a = await wechatRefund(db, env, {
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: text(req.body),
      });
      // The refund notification is due in a second: the dispatcher's timer sends it.
      return reply.code(a.status).headers(a.headers).send(a.body);
    });
  }
  if (enabled.wechat) {
    const base = `${sandbox.SANDBOX_BASE}/wechat/v3/pay/transactions/out-trade-no/:no`;
    app.get<{ Params: { no: string } }>(base, { schema: hide }, async (req, reply) => {
      const a = await wechatQueryOrClose(
        db,
        env,
        { method: 'GET', url: req.url, authorization: req.headers.authorization, body: '' },
        req.params.no,
        false,
      );
      return reply.code(a.status).headers(a.headers).send(a.body);
    });
    app.post<{ Params: { no: string } }>(`${base}/close`, { schema: hide }, async (req, reply) => {
      const a = await wechatQueryOrClose(
        db,
        env,
        { method: 'POST', url: req.url, authorization: req.headers.authorization, body: text(req.body) },
        req.params.no,
        true,
      );
      return a.status === 204 ? reply.code(204).send() : reply.code(a.status).headers(a.headers).send(a.body);
    });
  }
  if (enabled.alipay) {
    const gatewayDo = async (req: FastifyRequest, reply: FastifyReply) => {
      const params: Record<string, string> = {
        ...Object.fromEntries(new URLSearchParams(req.url.split('?')[1] ?? '')),
        ...Object.fromEntries(new URLSearchParams(text(req.body))),
      };
      if (params.method === sandbox.WAP_PAY) {
        // A page the phone's browser opens: on to the cashier, or the reason shown to the payer.
        const r = await sandbox.alipayWapPay(db, env, params);
        if (!r.ok) return reply.code(400).type(HTML).send(invalidPage('alipay', r.message));
        return reply.redirect(r.location, 302);
      }
      if (req.method !== 'POST') return reply.code(405).send();
      const a = await sandbox.alipayGateway(db, env, params);
      return reply.code(a.status).headers(a.headers).send(a.body);
    };
    app.post(`${sandbox.SANDBOX_BASE}/alipay/gateway.do`, { schema: hide }, gatewayDo);
    app.get(`${sandbox.SANDBOX_BASE}/alipay/gateway.do`, { schema: hide }, gatewayDo);
  }

  h5CashierRoutes(app, { db, env, enabled, run: () => void dispatcher.run() });

  app.get<{ Params: { channel: string; token: string } }>(
    `${sandbox.SANDBOX_BASE}/:channel/scan/:token`,
    { schema: hide },
    async (req, reply) => {
      const { channel, token } = req.params;
      if (!isChannel(channel) || !enabled[channel]) return reply.code(404).type(HTML).send(invalidPage('wechat'));
      const t = await sandbox.scanTrade(db, channel, token);
      if (!t) return reply.code(404).type(HTML).send(invalidPage(channel));
      return reply
        .type(HTML)
        .header('cache-control', 'no-store')
        .send(scanPage(t, env.merchantName, req.url));
    },
  );
  app.post<{ Params: { channel: string; token: string } }>(
    `${sandbox.SANDBOX_BASE}/:channel/scan/:token`,
    { schema: hide },
    async (req, reply) => {
      const { channel, token } = req.params;
      if (!isChannel(channel) || !enabled[channel]) return reply.code(404).type(HTML).send(invalidPage('wechat'));
      const r = await sandbox.confirmScan(db, channel, token);
      if (r === 'unknown') return reply.code(404).type(HTML).send(invalidPage(channel));
      if (r === 'paid') void dispatcher.run();
      // Post/redirect/get: the page then shows the trade as it now is.
      return reply.redirect(sandbox.scanPath(channel, token), 303);
    },
  );
  app.post<{ Params: { channel: string; token: string } }>(
    `${sandbox.SANDBOX_BASE}/:channel/scan/:token/refunds`,
    { schema: hide },
    async (req, reply) => {
      const { channel, token } = req.params;
      if (!isChannel(channel) || !enabled[channel]) return reply.code(404).type(HTML).send(invalidPage('wechat'));
      const refused = new URLSearchParams(text(req.body)).get('refused') === '1';
      if (!(await sandbox.refuseRefunds(db, channel, token, refused)))
        return reply.code(404).type(HTML).send(invalidPage(channel));
      return reply.redirect(sandbox.scanPath(channel, token), 303);
    },
  );
};

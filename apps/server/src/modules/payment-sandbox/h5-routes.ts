/**
 * The phone's cashier over HTTP (h5.ts): GET shows it, POST pays and sends the payer back. Its address carries
 * ?redirect_url= (WeChat: appended by the merchant to h5_url) or ?return_url= (Alipay: from the wap.pay request).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as sandbox from './gateway.ts';
import { merchantReturnUrl, paidReturnLocation } from './h5.ts';
import { h5Page, invalidPage } from './pages.ts';
import { TRADE_STATUS } from './queries.ts';

type Channel = 'wechat' | 'alipay';
const isChannel = (c: string): c is Channel => c === 'wechat' || c === 'alipay';
const HTML = 'text/html; charset=utf-8';
const hide = { hide: true };

export function h5CashierRoutes(
  app: FastifyInstance,
  {
    db,
    env,
    enabled,
    run,
  }: { db: Kysely<DB>; env: sandbox.SandboxEnv; enabled: Record<Channel, boolean>; run: () => void },
): void {
  // The phone's cashier: ?redirect_url= (WeChat, appended by the merchant) or ?return_url= (Alipay, from wap.pay).
  type H5Req = FastifyRequest<{ Params: { channel: string; token: string } }>;
  const h5Of = async (req: H5Req) => {
    const { channel, token } = req.params;
    if (!isChannel(channel) || !enabled[channel]) return null;
    const t = await sandbox.scanTrade(db, channel, token);
    if (!t) return null;
    const param = channel === 'wechat' ? 'redirect_url' : 'return_url';
    const back = merchantReturnUrl(env, new URLSearchParams(req.url.split('?')[1] ?? '').get(param));
    // This page's own address, carrying the return address only when it is the merchant's.
    const self = `${sandbox.h5Path(channel, token)}${back ? `?${new URLSearchParams({ [param]: back }).toString()}` : ''}`;
    return { t, back, self };
  };
  app.get<{ Params: { channel: string; token: string } }>(
    `${sandbox.SANDBOX_BASE}/:channel/h5/:token`,
    { schema: hide },
    async (req, reply) => {
      const h = await h5Of(req);
      if (!h) return reply.code(404).type(HTML).send(invalidPage('wechat', '支付链接无效或已失效'));
      return reply
        .type(HTML)
        .header('cache-control', 'no-store')
        .send(h5Page(h.t, env.merchantName, h.self, h.back));
    },
  );
  app.post<{ Params: { channel: string; token: string } }>(
    `${sandbox.SANDBOX_BASE}/:channel/h5/:token`,
    { schema: hide },
    async (req, reply) => {
      const h = await h5Of(req);
      if (!h) return reply.code(404).type(HTML).send(invalidPage('wechat', '支付链接无效或已失效'));
      const channel = h.t.channel;
      const r = await sandbox.confirmScan(db, channel, req.params.token);
      if (r === 'paid') run();
      const t = (await sandbox.scanTrade(db, channel, req.params.token)) ?? h.t;
      // Paid: back to the merchant as the gateway sends a payer; otherwise the page shows the trade as it is.
      if (h.back && t.status === TRADE_STATUS.SUCCESS) {
        return reply.redirect(await paidReturnLocation(env, t, h.back), 303);
      }
      return reply.redirect(h.self, 303); // shown again as it now is
    },
  );
}

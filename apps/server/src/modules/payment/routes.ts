import { PAYMENT_API, PAYMENT_ENDPOINTS as E, REFUND_ENDPOINTS as R } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { channelCredentials } from './channels/credentials.ts';
import { signedHeadersOf } from './channels/wechat-v3.ts';
import * as notify from './notify.ts';
import * as pay from './pay.ts';
import * as refund from './refund.ts';
import * as wallet from './wallet.ts';

const tags = ['支付'];
/** A notification body is small; anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** A fault while applying a notification: nothing was committed; answered as a failure so the channel resends. */
function fault(log: pay.Log, channel: string, err: unknown): notify.NotifyAnswer {
  log.error({ channel, err }, 'payment notification failed');
  return { ack: false, httpStatus: 500, reason: '系统繁忙，请稍后重试' };
}

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const gw: pay.Gateways = { creds: channelCredentials(config), publicBaseUrl: config.publicBaseUrl };
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(app, E.channels, { tags, summary: '已开通的支付方式（支付页只提供这些）' }, async () =>
    pay.payChannels(gw.creds.plan),
  );
  route(app, E.summary, { tags, summary: '待支付信息' }, async (req) => pay.summary(db, me(req), req.query));
  route(app, E.qrcode, { tags, summary: '扫码支付下单（微信支付 Native / 支付宝当面付预下单）' }, async (req) =>
    pay.createQrPayment(db, gw, me(req), req.body, req.log),
  );
  route(app, E.h5, { tags, summary: '手机支付下单（微信支付 H5 / 支付宝手机网站支付）' }, async (req) =>
    pay.createH5Payment(db, gw, me(req), req.body, req.ip, req.log),
  );
  route(app, E.status, { tags, summary: '订单支付状态（支付页轮询）' }, async (req) =>
    pay.status(db, me(req), req.query),
  );
  route(app, E.walletUrl, { tags, summary: 'wallet URL：钱包支付页地址（terminal 1）' }, async (req) =>
    wallet.walletUrl(db, gw, me(req), req.body),
  );
  route(app, E.walletBalance, { tags, summary: '钱包余额' }, async (req) => wallet.walletBalance(db, me(req)));
  route(app, E.walletDetail, { tags, summary: '钱包支付单' }, async (req) =>
    wallet.walletDetail(db, me(req), req.query.paymentNo),
  );
  route(app, E.walletPay, { tags, summary: '钱包确认支付' }, async (req) =>
    wallet.walletPay(db, gw, me(req), req.body.paymentNo, req.log),
  );

  // Refunds: staff (sales accounts) refund and list; the buyer reads the refunds of an order.
  route(app, R.refund, { tags, summary: '退款（全额或部分，原路退回）' }, async (req) =>
    refund.staffRefund(db, gw, me(req), req.body, req.log),
  );
  route(app, R.list, { tags, summary: '退款记录（平台），分页' }, async (req) => {
    const { list, total } = await refund.staffRefundList(db, req.query);
    return paged(list, total);
  });
  route(app, R.ofOrder, { tags, summary: '订单的退款记录' }, async (req) =>
    refund.orderRefunds(db, me(req), req.query.kind, req.query.orderNo),
  );

  // The channels' notifications: their signatures cover the exact bytes, so these routes read the body as text.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      PAYMENT_API.notifyWechat,
      { schema: { tags, summary: '微信支付结果通知', hide: true } },
      async (req, reply) => {
        const header = (n: string) => {
          const v = req.headers[n];
          return Array.isArray(v) ? v[0] : v;
        };
        const answer = await notify
          .handleWechatNotify(
            db,
            gw,
            {
              headers: signedHeadersOf(header),
              rawBody: typeof req.body === 'string' ? req.body : '',
              remoteAddr: req.ip,
            },
            req.log,
          )
          .catch((err: unknown) => fault(req.log, 'wechat', err));
        if (answer.ack) return reply.code(204).send();
        return reply.code(answer.httpStatus).send({ code: 'FAIL', message: answer.reason });
      },
    );
    raw.post(
      PAYMENT_API.notifyAlipay,
      { schema: { tags, summary: '支付宝异步通知', hide: true } },
      async (req, reply) => {
        const answer = await notify
          .handleAlipayNotify(
            db,
            gw,
            { rawBody: typeof req.body === 'string' ? req.body : '', remoteAddr: req.ip },
            req.log,
          )
          .catch((err: unknown) => fault(req.log, 'alipay', err));
        reply.type('text/plain; charset=utf-8');
        return reply.code(answer.ack ? 200 : answer.httpStatus).send(answer.ack ? 'success' : 'fail');
      },
    );
  });
};

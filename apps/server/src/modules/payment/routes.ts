import {
  REFUND_API,
  orderRefundsQuerySchema,
  refundBodySchema,
  refundSchema,
  PAYMENT_API,
  payStatusSchema,
  paySummarySchema,
  payableRefSchema,
  paymentNoSchema,
  qrPayBodySchema,
  qrPaymentSchema,
  walletBalanceSchema,
  walletDetailSchema,
  walletPaidSchema,
  walletUrlBodySchema,
  walletUrlSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { channelCredentials } from './channels/credentials.ts';
import { signedHeadersOf } from './channels/wechat-v3.ts';
import * as payment from './service.ts';

const tags = ['支付'];
/** A notification body is small; anything larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/** A fault while applying a notification: nothing was committed; answered as a failure so the channel resends. */
function fault(log: payment.Log, channel: string, err: unknown): payment.NotifyAnswer {
  log.error({ channel, err }, 'payment notification failed');
  return { ack: false, httpStatus: 500, reason: '系统繁忙，请稍后重试' };
}

export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const gw: payment.Gateways = { creds: channelCredentials(config), publicBaseUrl: config.publicBaseUrl };
  const user = { auth: 'user' as const };

  app.get(
    PAYMENT_API.summary,
    {
      config: user,
      schema: {
        tags,
        summary: '待支付信息',
        querystring: payableRefSchema,
        response: { 200: envelopeOf(paySummarySchema) },
      },
    },
    async (req) => ok(await payment.summary(db, requireUser(req).accountId, req.query)),
  );
  app.post(
    PAYMENT_API.qrcode,
    {
      config: user,
      schema: {
        tags,
        summary: '扫码支付下单（微信支付 Native / 支付宝当面付预下单）',
        body: qrPayBodySchema,
        response: { 200: envelopeOf(qrPaymentSchema) },
      },
    },
    async (req) => ok(await payment.createQrPayment(db, gw, requireUser(req).accountId, req.body, req.log)),
  );
  app.get(
    PAYMENT_API.status,
    {
      config: user,
      schema: {
        tags,
        summary: '订单支付状态（支付页轮询）',
        querystring: payableRefSchema,
        response: { 200: envelopeOf(payStatusSchema) },
      },
    },
    async (req) => ok(await payment.status(db, requireUser(req).accountId, req.query)),
  );

  app.post(
    PAYMENT_API.walletUrl,
    {
      config: user,
      schema: {
        tags,
        summary: 'wallet URL：钱包支付页地址（terminal 1）',
        body: walletUrlBodySchema,
        response: { 200: envelopeOf(walletUrlSchema) },
      },
    },
    async (req) => ok(await payment.walletUrl(db, gw, requireUser(req).accountId, req.body)),
  );
  app.get(
    PAYMENT_API.walletBalance,
    { config: user, schema: { tags, summary: '钱包余额', response: { 200: envelopeOf(walletBalanceSchema) } } },
    async (req) => ok(await payment.walletBalance(db, requireUser(req).accountId)),
  );
  app.get(
    PAYMENT_API.walletDetail,
    {
      config: user,
      schema: {
        tags,
        summary: '钱包支付单',
        querystring: paymentNoSchema,
        response: { 200: envelopeOf(walletDetailSchema) },
      },
    },
    async (req) => ok(await payment.walletDetail(db, requireUser(req).accountId, req.query.paymentNo)),
  );
  app.post(
    PAYMENT_API.walletPay,
    {
      config: user,
      schema: { tags, summary: '钱包确认支付', body: paymentNoSchema, response: { 200: envelopeOf(walletPaidSchema) } },
    },
    async (req) => ok(await payment.walletPay(db, requireUser(req).accountId, req.body.paymentNo, req.log)),
  );

  // Refunds: staff (sales accounts) refund and list; the buyer reads the refunds of an order.
  app.post(
    REFUND_API.refund,
    {
      config: user,
      schema: {
        tags,
        summary: '退款（全额或部分，原路退回）',
        body: refundBodySchema,
        response: { 200: envelopeOf(refundSchema) },
      },
    },
    async (req) => ok(await payment.staffRefund(db, gw, requireUser(req).accountId, req.body, req.log)),
  );
  app.get(
    REFUND_API.list,
    {
      config: user,
      schema: { tags, summary: '退款记录（平台）', response: { 200: envelopeOf(z.array(refundSchema)) } },
    },
    async (req) => ok(await payment.staffRefundList(db, requireUser(req).accountId)),
  );
  app.get(
    REFUND_API.ofOrder,
    {
      config: user,
      schema: {
        tags,
        summary: '订单的退款记录',
        querystring: orderRefundsQuerySchema,
        response: { 200: envelopeOf(z.array(refundSchema)) },
      },
    },
    async (req) => ok(await payment.orderRefunds(db, requireUser(req).accountId, req.query.kind, req.query.orderNo)),
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
        const answer = await payment
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
        const answer = await payment
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

import {
  AFTER_SALE_API,
  AFTER_SALE_ENDPOINTS as E,
  AFTER_SALE_MESSAGES as M,
  CONTENT_UPLOAD_MAX_BYTES,
  afterSaleRefundFailedText,
  listedBy,
  refusal,
  uploadResultSchema,
} from '@portal/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { claimFiles, fileStoreFor, storeUpload } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route, withMsg } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { readUpload } from '../../http/upload.ts';
import { trackerOf } from '../order/index.ts';
import * as moves from './moves.ts';
import { afterSaleParcels } from './parcels.ts';
import { refundReceived, retryRefund } from './refund.ts';
import * as afterSale from './service.ts';

const tags = ['售后'];

export const afterSaleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const tracker = trackerOf(config.tracking);
  await app.register(fastifyMultipart, { limits: { fileSize: CONTENT_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;

  route(
    app,
    E.apply,
    {
      tags,
      summary: '申请售后（退货退款、换货、保修）',
      description:
        '已发货或已完成订单的一行商品；数量不超过该行已发货数量减去进行中的售后数量；退货、换货在收货（未确认收货时按发货）后 AFTER_SALE_RETURN_DAYS 天内，保修在 AFTER_SALE_WARRANTY_MONTHS 个月内。图片最多6张，须为本人上传的图片地址。',
    },
    async (req) =>
      afterSale.apply(db, config.afterSale, me(req), {
        ...req.body,
        pictures: claimFiles(config, req.body.pictures, listedBy(E.apply)),
      }),
  );
  route(app, E.mine, { tags, summary: '我的售后单' }, async (req) => {
    const { list, total } = await afterSale.mine(db, me(req), req.query);
    return paged({ list }, total);
  });
  route(app, E.ofOrder, { tags, summary: '订单的售后单与进度（买家或发货经销商）' }, async (req) =>
    afterSale.ofOrder(db, config.afterSale, me(req), req.query.orderNo),
  );
  route(app, E.detail, { tags, summary: '售后单详情（买家或发货经销商）' }, async (req) =>
    afterSale.detail(db, me(req), req.query.afterSaleNo),
  );
  route(app, E.parcels, { tags, summary: '售后包裹与物流轨迹（寄回的、换货或维修后寄出的）' }, async (req) =>
    afterSaleParcels(db, tracker, me(req), req.query.afterSaleNo),
  );
  route(app, E.cancel, { tags, summary: '撤销售后申请（寄回前）' }, async (req) =>
    moves.cancel(db, me(req), req.body.afterSaleNo),
  );
  route(app, E.shipBack, { tags, summary: '寄回商品（快递公司与单号，按快递公司格式校验）' }, async (req) =>
    moves.shipBack(db, me(req), req.body.afterSaleNo, req.body.parcel),
  );
  route(app, E.confirm, { tags, summary: '确认收到换货或维修寄回的商品' }, async (req) =>
    moves.confirm(db, me(req), req.body.afterSaleNo),
  );
  route(app, E.shopPage, { tags, summary: '店铺的售后单（一级经销商）' }, async (req) => {
    const { list, total } = await afterSale.shopPage(db, me(req), req.query);
    return paged({ list }, total);
  });
  route(app, E.accept, { tags, summary: '同意售后申请' }, async (req) =>
    moves.accept(db, me(req), req.body.afterSaleNo),
  );
  route(app, E.refuse, { tags, summary: '拒绝售后申请（须填写原因）' }, async (req) =>
    moves.refuse(db, me(req), req.body.afterSaleNo, req.body.reason),
  );
  route(
    app,
    E.receive,
    {
      tags,
      summary: '确认收到寄回的商品（退货时原路退款）',
      description:
        '状态条件更新：并发的多次点击只有一次生效。退货时在同一事务内确定退款金额（该行实付金额按件数分摊，四舍五入）与退款单号，随后按原支付渠道退款；渠道拒绝时进入“退款失败”并记下渠道的原因（msg 与 refundFailure），后台任务按退避间隔自动重试，也可再次发起退款。',
    },
    async (req) => {
      const moved = await moves.receive(db, me(req), req.body.afterSaleNo);
      const outcome = moved.kind === 'return' ? await refundReceived(db, config, moved.after_sale_no, req.log) : null;
      const view = await afterSale.detail(db, me(req), moved.after_sale_no);
      return outcome === 'failed' ? withMsg(view, afterSaleRefundFailedText(view.refundFailure)) : view;
    },
  );
  route(app, E.refund, { tags, summary: '再次发起退款（同一退款单号，不会重复退款）' }, async (req) => {
    const view = await retryRefund(db, config, me(req), req.body.afterSaleNo, req.log);
    return view.state === 'refundFailed' ? withMsg(view, afterSaleRefundFailedText(view.refundFailure)) : view;
  });
  route(
    app,
    E.failedRefunds,
    { tags, summary: '退款失败的售后单（平台员工；按单号筛选，按时间或失败次数排序）' },
    async (req) => {
      const { list, total } = await afterSale.failedRefunds(db, req.query);
      return paged({ list }, total);
    },
  );
  route(app, E.resend, { tags, summary: '寄出换货或维修后的商品' }, async (req) =>
    moves.resend(db, me(req), req.body.afterSaleNo, req.body.parcel),
  );
  app.post(
    AFTER_SALE_API.upload,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '上传售后图片（JPG/PNG，≤10MB，multipart 字段 file；私有文件）',
        response: { 200: envelopeOf(uploadResultSchema) },
      },
    },
    async (req) => {
      requireUser(req);
      const { name, data } = await readUpload(
        req,
        { missing: refusal(M, 'uploadType'), tooLarge: refusal(M, 'uploadTooLarge') },
        CONTENT_UPLOAD_MAX_BYTES,
      );
      const url = await storeUpload(
        fileStoreFor(config),
        'afterSale',
        data,
        ['image/jpeg', 'image/png'],
        refusal(M, 'uploadType'),
      );
      return ok({ url, name, sizeBytes: data.length });
    },
  );
};

import {
  CONTENT_UPLOAD_MAX_BYTES,
  INVOICE_API,
  INVOICE_DOWNLOADS as D,
  INVOICE_ENDPOINTS as E,
  INVOICE_REQUEST_MESSAGES as M,
  refusal,
  uploadResultSchema,
} from '@portal/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { fileStoreFor, keyFor, storeUpload } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { readUpload } from '../../http/upload.ts';
import { rateLimit } from '../rate-limit/index.ts';
import { invoicesXlsx } from './export-xlsx.ts';
import * as issuing from './issuing.ts';
import { isOfd } from './ofd.ts';
import * as requests from './requests.ts';
import * as titles from './titles.ts';
import * as wishes from './wishes.ts';

const tags = ['发票'];

export const invoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;
  route(app, E.titleList, { tags, summary: '发票抬头列表（默认抬头在前）' }, async (req) => titles.list(db, me(req)));
  route(app, E.titleAdd, { tags, summary: '新增发票抬头（最多20个，企业税号按统一社会信用代码校验）' }, async (req) =>
    titles.add(db, me(req), req.body),
  );
  route(app, E.titleUpdate, { tags, summary: '修改发票抬头' }, async (req) => {
    const { id, ...fields } = req.body;
    return titles.update(db, me(req), id, fields);
  });
  route(app, E.titleDelete, { tags, summary: '删除发票抬头' }, async (req) => {
    await titles.remove(db, me(req), req.body.id);
    return null;
  });
  route(app, E.titleSetDefault, { tags, summary: '设为默认发票抬头' }, async (req) => {
    await titles.setDefault(db, me(req), req.body.id);
    return null;
  });
  route(app, E.titleFromCertification, { tags, summary: '按企业认证信息生成企业抬头' }, async (req) =>
    titles.fromCertification(db, me(req)),
  );

  route(app, E.orders, { tags, summary: '可申请开票的已付款订单（申请期限内）' }, async (req) => {
    const { list, total } = await requests.invoiceableOrders(db, config, me(req), req.query);
    return paged({ list }, total);
  });
  route(app, E.apply, { tags, summary: '申请开票（同一卖家的已付款订单可合并开票）' }, async (req) =>
    requests.apply(db, config, me(req), req.body),
  );
  route(app, E.wish, { tags, summary: '下单时开具发票：订单付款后自动提交开票申请' }, async (req) =>
    wishes.wish(db, config, me(req), req.body, req.log),
  );
  route(app, E.ofOrder, { tags, summary: '订单的发票（订单详情页）' }, async (req) =>
    wishes.ofOrder(db, config, me(req), req.query.orderNo),
  );
  route(app, E.mine, { tags, summary: '我的发票（发票中心）' }, async (req) => {
    const { list, total } = await requests.mine(db, me(req), req.query);
    return paged({ list }, total);
  });
  route(app, E.detail, { tags, summary: '发票详情（买方或卖方）' }, async (req) => {
    const accountId = me(req);
    return requests.detail(db, req.query.id, async (r) => {
      if (Number(r.buyer_account_id) === accountId) return true;
      return issuing.sellerOf(db, accountId).then(
        (seller) => seller === r.seller_merchant_no,
        () => false,
      );
    });
  });
  route(app, E.cancel, { tags, summary: '取消开票申请（开具前）' }, async (req) =>
    requests.cancel(db, me(req), req.body.id),
  );

  route(app, E.sellerPage, { tags, summary: '待开发票（卖家；超期的在前）' }, async (req) => {
    const { list, total } = await issuing.page(db, me(req), req.query);
    return paged({ list }, total);
  });
  route(app, E.sellerIssue, { tags, summary: '通过开票平台开具发票' }, async (req) =>
    issuing.issue(db, config, me(req), req.body.id, req.log),
  );
  route(app, E.sellerUpload, { tags, summary: '登记线下开具的发票（号码、日期、文件）' }, async (req) =>
    issuing.upload(db, config, me(req), req.body),
  );
  route(app, E.sellerSetting, { tags, summary: '开票设置' }, async (req) => issuing.setting(db, me(req)));
  route(app, E.sellerSettingSave, { tags, summary: '保存开票设置' }, async (req) =>
    issuing.saveSetting(db, me(req), req.body),
  );
  route(app, E.staffPage, { tags, summary: '全网发票（平台业务员）' }, async (req) => {
    const { list, total } = await requests.everyone(db, req.query);
    return paged({ list }, total);
  });

  app.get(
    D.sellerXlsx.path,
    {
      config: { auth: D.sellerXlsx.auth, rateLimit: rateLimit('export') },
      schema: { tags, summary: '导出已开发票（xlsx，给会计；按开票日期）', querystring: D.sellerXlsx.query },
    },
    async (req, reply) => {
      const { from, to } = D.sellerXlsx.query.parse(req.query);
      const seller = await issuing.sellerOf(db, me(req));
      const name = `发票明细-${from}至${to}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="invoices.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'no-store')
        .send(invoicesXlsx(db, seller, from, to, config.brandName));
    },
  );

  await app.register(fastifyMultipart, { limits: { fileSize: CONTENT_UPLOAD_MAX_BYTES, files: 1 } });
  app.post(
    INVOICE_API.sellerFile,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '上传发票文件（PDF 或 OFD，≤10MB，multipart 字段 file；私有文件）',
        response: { 200: envelopeOf(uploadResultSchema) },
      },
    },
    async (req) => {
      await issuing.sellerOf(db, me(req));
      const { name, data } = await readUpload(
        req,
        { missing: refusal(M, 'fileRequired'), tooLarge: refusal(M, 'fileRequired') },
        CONTENT_UPLOAD_MAX_BYTES,
      );
      const store = fileStoreFor(config);
      // an OFD (the other e-invoice format) is kept as it came; anything else must be a PDF
      const url = (await isOfd(data))
        ? await store.put(keyFor('invoice', 'ofd'), data, 'application/ofd')
        : await storeUpload(store, 'invoice', data, ['application/pdf'], refusal(M, 'fileRequired'));
      return ok({ url, name, sizeBytes: data.length });
    },
  );
};

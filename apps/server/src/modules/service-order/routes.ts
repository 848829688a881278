/**
 * The older backend under /apiOrder/ (part 1 §7): the service centre's routes. Every answer carries a `jt` header
 * (the one the client sent when it is well formed, else a new one), which the web client stores and sends back.
 */
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  FAULT_TYPES,
  listedBy,
  refusal,
  SERVICE_ORDER_API,
  SERVICE_ORDER_ENDPOINTS as E,
  SERVICE_ORDER_MESSAGES as M,
  SERVICE_PHOTO_MAX_BYTES,
  serviceImportResultSchema,
  shareQuerySchema,
  uploadedManySchema,
  uploadedSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { claimFiles, fileStoreFor, sniffType, storeUpload } from '../../files/index.ts';
import { provinceCity } from '../region/index.ts';
import { requireUser } from '../../http/auth.ts';
import { paged, route } from '../../http/endpoint.ts';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { badRequest, payloadTooLarge } from '../../http/errors.ts';
import * as desk from './desk.ts';
import { DEVICE_IMPORT_MAX_BYTES, importDevices } from './import.ts';
import { sapCheck, checkSerial } from './registry.ts';
import * as network from './network.ts';
import * as svc from './service.ts';
import * as share from './share.ts';
import { noEntry } from '../../http/no-entry.ts';

const tags = ['服务中心（/apiOrder）'];
const JT = /^[\w-]{8,64}$/;
const IMAGES = ['image/jpeg', 'image/png'] as const;

/** Reads up to `max` image files of a multipart request, each ≤ 10 MB, checked by their bytes before any is stored. */
async function readImages(req: FastifyRequest, max: number): Promise<Buffer[]> {
  if (!req.isMultipart()) throw badRequest(noEntry(refusal(M, 'uploadType')));
  const out: Buffer[] = [];
  for await (const part of req.files({ limits: { fileSize: SERVICE_PHOTO_MAX_BYTES, files: max } })) {
    const data = await part.toBuffer().catch((e: { code?: string }) => {
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(noEntry(refusal(M, 'uploadTooLarge')));
      throw e;
    });
    if (part.file.truncated) throw payloadTooLarge(noEntry(refusal(M, 'uploadTooLarge')));
    const type = sniffType(data);
    if (!type || !(IMAGES as readonly string[]).includes(type)) throw badRequest(noEntry(refusal(M, 'uploadType')));
    out.push(data);
  }
  if (out.length === 0) throw badRequest(noEntry(refusal(M, 'uploadType')));
  return out;
}

export const serviceOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: SERVICE_PHOTO_MAX_BYTES, files: 6, fields: 5 } });
  app.addHook('onSend', async (req, reply) => {
    const sent = req.headers.jt;
    reply.header('jt', typeof sent === 'string' && JT.test(sent) ? sent : randomUUID());
  });
  const store = fileStoreFor(config);
  const put = (data: Buffer) => storeUpload(store, 'service', data, IMAGES, refusal(M, 'uploadType'));

  route(app, E.faultTypes, { tags, summary: '故障类型' }, async () => [...FAULT_TYPES]);
  route(
    app,
    E.serialCheck,
    { tags, summary: '序列号校验（格式、登记、保修）' },
    async (req) => (await checkSerial(db, requireUser(req).accountId, req.query.serial)).device,
  );
  route(app, E.sapCheck, { tags, summary: 'SAP 校验（本地登记库对应实现）' }, async (req) =>
    sapCheck(db, requireUser(req).accountId, req.query.serial),
  );
  route(app, E.quote, { tags, summary: '服务报价（保修期内维修免费）' }, async (req) =>
    svc.quote(db, requireUser(req).accountId, req.body),
  );
  route(app, E.add, { tags, summary: '提交服务订单（安装、维修、移机、监控、智能锁等）' }, async (req) =>
    svc.add(db, requireUser(req).accountId, {
      ...req.body,
      photos: claimFiles(config, req.body.photos, listedBy(E.add)),
    }),
  );
  route(app, E.list, { tags, summary: '我的服务订单' }, async (req) => {
    const { list, total } = await svc.page(db, requireUser(req).accountId, req.query);
    return paged(list, total);
  });
  route(app, E.detail, { tags, summary: '服务订单详情' }, async (req) =>
    svc.detail(db, requireUser(req).accountId, req.query.orderNo),
  );
  route(app, E.cancel, { tags, summary: '取消服务订单（派单前）' }, async (req) =>
    svc.cancel(db, requireUser(req).accountId, req.body),
  );
  route(app, E.shareLink, { tags, summary: '生成手机上传链接（一次性，30 分钟）' }, async (req) =>
    share.createShareLink(db, requireUser(req).accountId, req.body.orderNo),
  );
  route(app, E.shareInfo, { tags, summary: '手机上传链接信息（免登录）' }, async (req) =>
    share.shareInfo(db, req.query.s),
  );
  route(app, E.outlets, { tags, summary: '服务网点（地图，仅启用的网点与工程师）' }, async () =>
    svc.outletList(db, 'active'),
  );
  route(app, E.manageOutlets, { tags, summary: '全部服务网点与工程师，含已停用（业务员）' }, async () =>
    svc.outletList(db, 'all'),
  );
  const actor = (req: Parameters<typeof requireUser>[0] & { ip?: string }) => ({
    accountId: requireUser(req).accountId,
    ip: req.ip ?? null,
  });
  route(app, E.outletSave, { tags, summary: '新建或修改服务网点（业务员）' }, async (req) =>
    network.saveOutlet(db, actor(req), req.body),
  );
  route(app, E.engineerSave, { tags, summary: '新建或修改网点工程师（业务员）' }, async (req) =>
    network.saveEngineer(db, actor(req), req.body),
  );
  route(app, E.outletActive, { tags, summary: '停用或启用服务网点（业务员）' }, async (req) =>
    network.setActive(db, actor(req), 'outlet', req.body),
  );
  route(app, E.engineerActive, { tags, summary: '停用或启用工程师（业务员）' }, async (req) =>
    network.setActive(db, actor(req), 'engineer', req.body),
  );
  route(app, E.provinceCity, { tags, summary: '省市数据（行政区划：省及其下属市）' }, async () => provinceCity());

  route(app, E.deskList, { tags, summary: '服务台：订单队列（按状态、地区）' }, async (req) => {
    const { list, total } = await desk.queue(db, req.query);
    return paged(list, total);
  });
  route(app, E.deskAccept, { tags, summary: '服务台：受理' }, async (req) => desk.accept(db, req.body.orderNo));
  route(app, E.deskDispatch, { tags, summary: '服务台：派单到网点/工程师' }, async (req) =>
    desk.dispatch(db, req.body),
  );
  route(app, E.deskStart, { tags, summary: '服务台：开始服务' }, async (req) => desk.start(db, req.body.orderNo));
  route(app, E.deskClose, { tags, summary: '服务台：完工结算（配件、最终价格，退差价或补差价）' }, async (req) =>
    desk.close(db, req.body),
  );
  route(app, E.deskCancel, { tags, summary: '服务台：取消（已付款的退款）' }, async (req) =>
    desk.deskCancel(db, req.body),
  );

  app.post(
    SERVICE_ORDER_API.upload,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: '上传服务图片（JPG/PNG，≤10MB，字段 file）',
        response: { 200: envelopeOf(uploadedSchema) },
      },
    },
    async (req) => {
      requireUser(req);
      const [data] = await readImages(req, 1);
      return ok({ url: await put(data!) });
    },
  );
  app.post(
    SERVICE_ORDER_API.shareUpload,
    {
      schema: {
        tags,
        summary: '手机上传凭证照片（免登录，一次性链接）',
        querystring: shareQuerySchema,
        response: { 200: envelopeOf(uploadedManySchema) },
      },
    },
    async (req) => {
      const { maxPhotos } = await share.shareInfo(db, req.query.s);
      const files = await readImages(req, maxPhotos);
      const urls = await Promise.all(files.map(put));
      return ok(await share.useShare(db, req.query.s, urls));
    },
  );
  app.post(
    SERVICE_ORDER_API.deskImport,
    {
      config: { auth: 'user', policy: 'staff' },
      schema: {
        tags,
        summary: '服务台：导入设备登记（xlsx：序列号、型号、保修月数、发货日期；有错则整份不导入）',
        response: { 200: envelopeOf(serviceImportResultSchema) },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw badRequest(noEntry(refusal(M, 'importInvalid')));
      const file = await req.file({ limits: { fileSize: DEVICE_IMPORT_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest(noEntry(refusal(M, 'importInvalid')));
      const data = await file.toBuffer().catch(() => {
        throw payloadTooLarge(noEntry(refusal(M, 'importInvalid')));
      });
      return ok(await importDevices(db, data));
    },
  );
};

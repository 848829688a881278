import fastifyMultipart from '@fastify/multipart';
import {
  QUOTATION_DOWNLOADS as D,
  QUOTATION_ENDPOINTS as E,
  QUOTATION_LIMITS,
  QUOTATION_MESSAGES,
  QUOTATION_WORDS,
  listedBy,
  refusal,
  SURVEY_SYSTEM_MESSAGES,
  type QuotationView,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { claimFiles, documentPictures, fileStoreFor, logoPng, storeUpload } from '../../files/index.ts';
import { requireUser } from '../../http/auth.ts';
import { route, withMsg } from '../../http/endpoint.ts';
import { badRequest, businessError, conflict } from '../../http/errors.ts';
import { readUpload } from '../../http/upload.ts';
import { markExported } from '../design-order/index.ts';
import { rateLimit } from '../rate-limit/index.ts';
import { cableSchedule, pdfCjkFont, surveyPdfScenes, surveyState } from '../survey-system/index.ts';
import { quotationPdf } from './pdf.ts';
import * as service from './service.ts';
import { quotationXlsx } from './xlsx.ts';
import { noEntry } from '../../http/no-entry.ts';

const tags = ['报价单'];
const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const quotationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: QUOTATION_LIMITS.logoBytesMax, files: 1, fields: 2 } });
  const store = fileStoreFor(config);
  const brand = config.brandName;
  const me = (req: Parameters<typeof requireUser>[0]) => requireUser(req).accountId;
  const surveyOf = (accountId: number) => async (orderId: number) => {
    const s = await surveyState(db, accountId, orderId);
    return { scenes: s.scenes, stale: s.bill.stale };
  };
  const quotation = (accountId: number, orderId: number) =>
    service.quotationOf(db, accountId, orderId, brand, surveyOf(accountId));

  route(app, E.profile, { tags, summary: '报价单抬头与条款（未保存时为账号与企业的默认值）' }, async (req) =>
    service.profileOf(db, me(req), brand),
  );
  route(app, E.saveProfile, { tags, summary: '保存报价单抬头、税率、有效期与条款' }, async (req) => {
    const logoUrl =
      req.body.logoUrl === null ? null : (claimFiles(config, [req.body.logoUrl], listedBy(E.saveProfile))[0] ?? null);
    if (req.body.logoUrl !== null && !logoUrl)
      throw badRequest(listedBy(E.saveProfile)(refusal(QUOTATION_MESSAGES, 'logoInvalid')));
    return withMsg(await service.saveProfile(db, me(req), { ...req.body, logoUrl }), QUOTATION_WORDS.saved);
  });
  route(
    app,
    E.logo,
    { tags, summary: '上传报价单企业标志（PNG/JPG，≤2MB，multipart 字段 file）', config: { rateLimit: rateLimit('upload') } }, // prettier-ignore
    async (req) => {
      const wrong = listedBy(E.logo)(refusal(QUOTATION_MESSAGES, 'logoType'));
      const { data } = await readUpload(req, { missing: wrong, tooLarge: wrong });
      return { url: await storeUpload(store, 'quotationLogo', data, IMAGE_TYPES, wrong) };
    },
  );
  route(app, E.view, { tags, summary: '报价单（打印视图）：明细、小计、税额、合计与大写金额' }, async (req) =>
    quotation(me(req), req.query.id),
  );

  const download = (
    path: string,
    summary: string,
    make: (v: QuotationView, accountId: number) => Promise<{ body: Buffer; type: string; ext: string }>,
  ) =>
    // prettier-ignore
    app.get(
      path,
      { config: { auth: 'user', rateLimit: rateLimit('export') }, schema: { tags, summary, querystring: D.pdf.query } },
      async (req, reply) => {
        const accountId = me(req);
        const v = await quotation(accountId, (req.query as { id: number }).id);
        // A stale step's bill is not handed over (as the survey's own exports): the surveyor settles it first.
        if (v.billStale) throw conflict(noEntry(refusal(SURVEY_SYSTEM_MESSAGES, 'billStale')));
        const file = await make(v, accountId);
        await markExported(db, v.orderId);
        const name = encodeURIComponent(`${v.orderName}-报价单.${file.ext}`);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="quotation.${file.ext}"; filename*=UTF-8''${name}`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );

  download(D.xlsx.path, '导出报价单（xlsx：图片、数值金额、税额与合计）', async (v) => ({
    body: await quotationXlsx(
      v,
      await documentPictures(
        store,
        v.lines.map((l) => l.image),
      ),
      brand,
    ),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  }));
  download(
    D.pdf.path,
    '导出报价单（PDF：抬头、明细、税额、大写金额、盖章区；勘测单附平面图与线缆清单）',
    async (v, accountId) => {
      // prettier-ignore
      const font = pdfCjkFont();
      if (!font) throw businessError(noEntry(refusal(QUOTATION_MESSAGES, 'noFont')), undefined, 503);
      const [pictures, logo] = await Promise.all([documentPictures(store, v.lines.map((l) => l.image)), logoPng(store, v.profile.logoUrl)]); // prettier-ignore
      const survey = v.surveyed
        ? {
            scenes: await surveyPdfScenes(db, store, accountId, v.orderId),
            schedule: await cableSchedule(db, accountId, v.orderId),
          }
        : null;
      return { body: await quotationPdf(v, { font, logo, pictures }, survey), type: 'application/pdf', ext: 'pdf' };
    },
  );
};

/** Endpoints of a merchant's standing: the ordering dealer and shops, enterprise certification, the post-login prompts, health. */
import { z } from 'zod';
import {
  certAuditSchema,
  certReviewQuerySchema,
  enterpriseCertForReviewSchema,
  enterpriseCertSchema,
  enterpriseFormSchema,
} from '../../account/enterprise.ts';
import {
  bindProtocolSchema,
  priceChangeNoticeSchema,
  protocolItemSchema,
  protocolVersionSchema,
  publishProtocolSchema,
} from '../../account/prompts.ts';
import { bindDetailSchema, boundMerchantSchema } from '../../dealer/dealer-fields.ts';
import {
  bindPayloadSchema,
  dealerSchema,
  parentMerchantListQuerySchema,
  setDefaultDealerSchema,
  shopListOfBuyerQuerySchema,
  shopSchema,
  toggleShopSchema,
} from '../../dealer/dealer.ts';
import { API_PREFIX } from '../../core/envelope.ts';
import { endpoint, noData } from '../../core/endpoint.ts';

const user = 'user' as const;
const shops = z.array(shopSchema);

const MERCHANT = `${API_PREFIX}/v1/merchant`;
export const DEALER_ENDPOINTS = {
  parentMerchants: endpoint({
    method: 'GET',
    path: `${MERCHANT}/getParentMerchantList`,
    auth: user,
    query: parentMerchantListQuerySchema,
    data: z.array(dealerSchema),
    paged: true,
  }),
  bind: endpoint({
    method: 'POST',
    path: `${MERCHANT}/bindParentMerchantList`,
    auth: user,
    body: bindPayloadSchema,
    data: boundMerchantSchema,
  }),
  bound: endpoint({
    method: 'GET',
    path: `${MERCHANT}/getbindMerchant`,
    auth: user,
    data: boundMerchantSchema.nullable(),
  }),
  defaultFirst: endpoint({
    method: 'GET',
    path: `${MERCHANT}/defaultFirstAjax`,
    auth: user,
    data: z.object({ enterpriseName: z.string(), merchantNo: z.string() }).nullable(),
  }),
  bindDetail: endpoint({ method: 'GET', path: `${MERCHANT}/getBindDetail`, auth: user, data: bindDetailSchema }),
  shops: endpoint({
    method: 'GET',
    path: `${MERCHANT}/getShopList`,
    auth: user,
    query: shopListOfBuyerQuerySchema,
    data: shops,
  }),
  toggleShop: endpoint({
    method: 'POST',
    path: `${MERCHANT}/toggleShop`,
    auth: user,
    body: toggleShopSchema,
    data: shops,
  }),
  setDefault: endpoint({
    method: 'POST',
    path: `${MERCHANT}/setDefaultFirstDistributor`,
    auth: user,
    body: setDefaultDealerSchema,
    data: shops,
  }),
};

const ENTERPRISE = `${API_PREFIX}/v1/enterprise`;
export const ENTERPRISE_ENDPOINTS = {
  save: endpoint({
    method: 'POST',
    path: ENTERPRISE,
    auth: user,
    body: enterpriseFormSchema,
    data: enterpriseCertSchema,
  }),
  detail: endpoint({ method: 'GET', path: `${ENTERPRISE}/detail`, auth: user, data: enterpriseCertSchema.nullable() }),
  verification: endpoint({
    method: 'GET',
    path: `${ENTERPRISE}/verification`,
    auth: user,
    data: z.object({ auditStatus: z.number().nullable(), rejectReason: z.string().nullable() }),
  }),
  /** multipart/form-data with one field `file` (the web sends it with api.upload). */
  upload: endpoint({ method: 'POST', path: `${ENTERPRISE}/upload`, auth: user, data: z.object({ url: z.string() }) }),
  reviewList: endpoint({
    method: 'GET',
    path: `${ENTERPRISE}/audit/list`,
    auth: user,
    query: certReviewQuerySchema,
    data: z.array(enterpriseCertForReviewSchema),
  }),
  audit: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/audit`,
    auth: user,
    body: certAuditSchema,
    data: enterpriseCertSchema,
  }),
};

const PROMPT = `${API_PREFIX}/v1/prompt`;
export const PROMPT_ENDPOINTS = {
  repeatNameTip: endpoint({
    method: 'GET',
    path: `${PROMPT}/getEnterpriseNameRepeatTip`,
    auth: user,
    data: z.object({ merchantType: z.number(), text: z.string() }).nullable(),
  }),
  repeatNameSeen: endpoint({ method: 'POST', path: `${PROMPT}/enterpriseNameRepeatOperate`, auth: user, data: noData }),
  signVerify: endpoint({ method: 'GET', path: `${PROMPT}/signVerify`, auth: user, data: z.array(protocolItemSchema) }),
  bindProtocol: endpoint({
    method: 'POST',
    path: `${PROMPT}/bindProtocol`,
    auth: user,
    body: bindProtocolSchema,
    data: noData,
  }),
  waitingShare: endpoint({ method: 'GET', path: `${PROMPT}/waitingShareMsg`, auth: user, data: z.string() }),
  priceChange: endpoint({
    method: 'GET',
    path: `${PROMPT}/getPriceChangeApi`,
    auth: user,
    data: priceChangeNoticeSchema.nullable(),
  }),
  verification: endpoint({
    method: 'GET',
    path: `${PROMPT}/getVerification`,
    auth: user,
    data: z.object({ verificationStatus: z.number().nullable() }),
  }),
  protocolConfirmTip: endpoint({
    method: 'GET',
    path: `${PROMPT}/getProtocolConfirmTip`,
    auth: user,
    data: protocolItemSchema.nullable(),
  }),
  /** Staff (sales accounts): every version of every protocol, newest first. */
  protocolVersions: endpoint({
    method: 'GET',
    path: `${PROMPT}/protocol/versions`,
    auth: user,
    data: z.array(protocolVersionSchema),
  }),
  /** Staff: publish a protocol's next version. */
  publishProtocol: endpoint({
    method: 'POST',
    path: `${PROMPT}/protocol/publish`,
    auth: user,
    body: publishProtocolSchema,
    data: protocolVersionSchema,
  }),
};

export const SYSTEM_ENDPOINTS = {
  /** 200 with the database up; 503 (the same data, `database: 'down'`) when it does not answer. */
  healthz: endpoint({
    method: 'GET',
    path: '/healthz',
    auth: 'none',
    data: z.object({
      status: z.string(),
      database: z.string(),
      driver: z.string(),
      latencyMs: z.number().optional(),
    }),
  }),
};

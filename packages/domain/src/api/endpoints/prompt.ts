/** Endpoints of the prompt module: protocols and price-change notices. */
import { PROMPT_ROUTES } from '../routes/prompt.ts';
import { z } from 'zod';
import {
  bindProtocolSchema,
  priceChangeNoticeSchema,
  protocolItemSchema,
  protocolVersionSchema,
  publishProtocolSchema,
} from '../../account/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const PROMPT_ENDPOINTS = {
  repeatNameTip: endpoint({
    ...PROMPT_ROUTES.repeatNameTip,
    data: z.object({ merchantType: z.number(), text: z.string() }).nullable(),
  }),
  repeatNameSeen: endpoint({ ...PROMPT_ROUTES.repeatNameSeen, data: noData }),
  signVerify: endpoint({ ...PROMPT_ROUTES.signVerify, data: z.array(protocolItemSchema) }),
  bindProtocol: endpoint({ ...PROMPT_ROUTES.bindProtocol, body: bindProtocolSchema, data: noData }),
  waitingShare: endpoint({ ...PROMPT_ROUTES.waitingShare, data: z.string() }),
  priceChange: endpoint({ ...PROMPT_ROUTES.priceChange, data: priceChangeNoticeSchema.nullable() }),
  verification: endpoint({
    ...PROMPT_ROUTES.verification,
    /** text: the certificate prompt's words with the licence's date, when it needs attention (status 2). */
    data: z.object({ verificationStatus: z.number().nullable(), text: z.string().nullable().optional() }),
  }),
  protocolConfirmTip: endpoint({ ...PROMPT_ROUTES.protocolConfirmTip, data: protocolItemSchema.nullable() }),
  protocolVersions: endpoint({ ...PROMPT_ROUTES.protocolVersions, data: z.array(protocolVersionSchema) }),
  publishProtocol: endpoint({
    ...PROMPT_ROUTES.publishProtocol,
    body: publishProtocolSchema,
    data: protocolVersionSchema,
  }),
};

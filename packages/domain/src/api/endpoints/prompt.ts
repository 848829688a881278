/** Endpoints of the prompt module: protocols and price-change notices. */
import { z } from 'zod';
import {
  bindProtocolSchema,
  priceChangeNoticeSchema,
  protocolItemSchema,
  protocolVersionSchema,
  PROMPT_MESSAGES,
  publishProtocolSchema,
} from '../../account/index.ts';
import { API_PREFIX, endpoint, noData, reasonOf } from '../../core/index.ts';

const user = 'user' as const;
const PROMPT = `${API_PREFIX}/v1/prompt`;

export const PROMPT_ENDPOINTS = {
  repeatNameTip: endpoint({
    method: 'GET',
    path: `${PROMPT}/getEnterpriseNameRepeatTip`,
    auth: user,
    data: z.object({ merchantType: z.number(), text: z.string() }).nullable(),
  }),
  repeatNameSeen: endpoint({
    method: 'POST',
    path: `${PROMPT}/enterpriseNameRepeatOperate`,
    auth: user,
    data: noData,
  }),
  signVerify: endpoint({
    method: 'GET',
    path: `${PROMPT}/signVerify`,
    auth: user,
    data: z.array(protocolItemSchema),
  }),
  bindProtocol: endpoint({
    method: 'POST',
    path: `${PROMPT}/bindProtocol`,
    auth: user,
    body: bindProtocolSchema,
    data: noData,
    refusals: [reasonOf(PROMPT_MESSAGES, 'protocolOutdated')],
  }),
  waitingShare: endpoint({
    method: 'GET',
    path: `${PROMPT}/waitingShareMsg`,
    auth: user,
    data: z.string(),
  }),
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
    policy: 'staff',
    data: z.array(protocolVersionSchema),
  }),
  /** Staff: publish a protocol's next version. */
  publishProtocol: endpoint({
    method: 'POST',
    path: `${PROMPT}/protocol/publish`,
    auth: user,
    policy: 'staff',
    body: publishProtocolSchema,
    data: protocolVersionSchema,
    refusals: [reasonOf(PROMPT_MESSAGES, 'publishRace')],
  }),
};

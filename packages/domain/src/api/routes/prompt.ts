/** Routes of the prompt module: protocols and price-change notices.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { PROMPT_MESSAGES } from '../../account/index.ts';

const user = 'user' as const;

const PROMPT = `${API_PREFIX}/v1/prompt`;

export const PROMPT_ROUTES = {
  repeatNameTip: route({
    id: 'PROMPT.repeatNameTip',
    method: 'GET',
    path: `${PROMPT}/getEnterpriseNameRepeatTip`,
    auth: user,
  }),
  repeatNameSeen: route({
    id: 'PROMPT.repeatNameSeen',
    method: 'POST',
    path: `${PROMPT}/enterpriseNameRepeatOperate`,
    auth: user,
  }),
  signVerify: route({ id: 'PROMPT.signVerify', method: 'GET', path: `${PROMPT}/signVerify`, auth: user }),
  bindProtocol: route({
    id: 'PROMPT.bindProtocol',
    method: 'POST',
    path: `${PROMPT}/bindProtocol`,
    auth: user,
    refusals: [reasonOf(PROMPT_MESSAGES, 'protocolOutdated')],
  }),
  waitingShare: route({ id: 'PROMPT.waitingShare', method: 'GET', path: `${PROMPT}/waitingShareMsg`, auth: user }),
  priceChange: route({ id: 'PROMPT.priceChange', method: 'GET', path: `${PROMPT}/getPriceChangeApi`, auth: user }),
  verification: route({ id: 'PROMPT.verification', method: 'GET', path: `${PROMPT}/getVerification`, auth: user }),
  protocolConfirmTip: route({
    id: 'PROMPT.protocolConfirmTip',
    method: 'GET',
    path: `${PROMPT}/getProtocolConfirmTip`,
    auth: user,
  }),
  /** Staff (sales accounts): every version of every protocol, newest first. */
  protocolVersions: route({
    id: 'PROMPT.protocolVersions',
    method: 'GET',
    path: `${PROMPT}/protocol/versions`,
    auth: user,
    policy: 'staff',
  }),
  /** Staff: publish a protocol's next version. */
  publishProtocol: route({
    id: 'PROMPT.publishProtocol',
    method: 'POST',
    path: `${PROMPT}/protocol/publish`,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(PROMPT_MESSAGES, 'publishRace')],
  }),
};

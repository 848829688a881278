/** Routes of the AI scripts and videos (issue 21). The two streams are server-sent events, outside this table.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route } from '../../core/index.ts';
import { AIGC_API as P, AIGC_MESSAGES } from '../../aigc/index.ts';

const get = 'GET' as const;

const post = 'POST' as const;

const user = 'user' as const;

export const AIGC_ROUTES = {
  scriptPage: route({ id: 'AIGC.scriptPage', method: get, path: P.scriptPage, auth: user, paged: true }),
  scriptDetail: route({
    id: 'AIGC.scriptDetail',
    method: get,
    path: P.scriptDetail,
    auth: user,
    refusals: [reasonOf(AIGC_MESSAGES, 'scriptNotFound')],
  }),
  scriptRemove: route({
    id: 'AIGC.scriptRemove',
    method: post,
    path: P.scriptRemove,
    auth: user,
    refusals: [reasonOf(AIGC_MESSAGES, 'scriptNotFound')],
  }),
  scriptSave: route({
    id: 'AIGC.scriptSave',
    method: post,
    path: P.scriptSave,
    auth: user,
    refusals: [
      reasonOf(AIGC_MESSAGES, 'scriptQuota'),
      reasonOf(AIGC_MESSAGES, 'sessionNotFound'),
      reasonOf(AIGC_MESSAGES, 'scriptNotFound'),
    ],
  }),
  session: route({
    id: 'AIGC.session',
    method: post,
    path: P.session,
    auth: user,
    refusals: [reasonOf(AIGC_MESSAGES, 'skuNotFound')],
  }),
  skuList: route({ id: 'AIGC.skuList', method: get, path: P.skuList, auth: user, paged: true }),
  feedback: route({
    id: 'AIGC.feedback',
    method: post,
    path: P.feedback,
    auth: user,
    refusals: [reasonOf(AIGC_MESSAGES, 'sessionNotFound')],
  }),
  videoGenerate: route({
    id: 'AIGC.videoGenerate',
    method: post,
    path: P.videoGenerate,
    auth: user,
    refusals: [
      reasonOf(AIGC_MESSAGES, 'videoCountQuota'),
      reasonOf(AIGC_MESSAGES, 'videoBytesQuota'),
      reasonOf(AIGC_MESSAGES, 'videoInFlight'),
      reasonOf(AIGC_MESSAGES, 'scriptNotFound'),
      reasonOf(AIGC_MESSAGES, 'renderUnavailable'),
    ],
  }),
  videoEdit: route({
    id: 'AIGC.videoEdit',
    method: post,
    path: P.videoEdit,
    auth: user,
    refusals: [
      reasonOf(AIGC_MESSAGES, 'videoBusy'),
      reasonOf(AIGC_MESSAGES, 'videoInFlight'),
      reasonOf(AIGC_MESSAGES, 'renderUnavailable'),
      reasonOf(AIGC_MESSAGES, 'videoBytesQuota'),
      reasonOf(AIGC_MESSAGES, 'videoCountQuota'),
      reasonOf(AIGC_MESSAGES, 'videoNotFound'),
    ],
  }),
  videoTitle: route({
    id: 'AIGC.videoTitle',
    method: post,
    path: P.videoTitle,
    auth: user,
    refusals: [reasonOf(AIGC_MESSAGES, 'videoNotFound')],
  }),
  videoLibrary: route({ id: 'AIGC.videoLibrary', method: get, path: P.videoLibrary, auth: user }),
  videoDelete: route({
    id: 'AIGC.videoDelete',
    method: post,
    path: P.videoDelete,
    auth: user,
    refusals: [reasonOf(AIGC_MESSAGES, 'videoBusy'), reasonOf(AIGC_MESSAGES, 'videoNotFound')],
  }),
};

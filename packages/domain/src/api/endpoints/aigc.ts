/** Endpoints of the AI scripts and videos (issue 21). The two streams are server-sent events, outside this table. */
import { z } from 'zod';
import { endpoint, noData } from '../../core/index.ts';
import {
  AIGC_API as P,
  aigcFeedbackBodySchema,
  aigcPageQuerySchema,
  aigcScriptIdBodySchema,
  aigcScriptIdQuerySchema,
  aigcScriptSaveBodySchema,
  aigcScriptSchema,
  aigcSessionBodySchema,
  aigcSessionSchema,
  aigcSkuListQuerySchema,
  aigcSkuSchema,
  aigcVideoEditBodySchema,
  aigcVideoGenerateBodySchema,
  aigcVideoIdBodySchema,
  aigcVideoLibrarySchema,
  aigcVideoSchema,
  aigcVideoTitleBodySchema,
} from '../../aigc/index.ts';

const get = 'GET' as const;
const post = 'POST' as const;
const user = 'user' as const;

export const AIGC_ENDPOINTS = {
  scriptPage: endpoint({
    method: get,
    path: P.scriptPage,
    auth: user,
    query: aigcPageQuerySchema,
    data: z.array(aigcScriptSchema),
    paged: true,
  }),
  scriptDetail: endpoint({
    method: get,
    path: P.scriptDetail,
    auth: user,
    query: aigcScriptIdQuerySchema,
    data: aigcScriptSchema,
  }),
  scriptRemove: endpoint({
    method: post,
    path: P.scriptRemove,
    auth: user,
    body: aigcScriptIdBodySchema,
    data: noData,
  }),
  scriptSave: endpoint({
    method: post,
    path: P.scriptSave,
    auth: user,
    body: aigcScriptSaveBodySchema,
    data: aigcScriptSchema,
    refusals: ['AIGC.scriptQuota'],
  }),
  session: endpoint({
    method: post,
    path: P.session,
    auth: user,
    body: aigcSessionBodySchema,
    data: aigcSessionSchema,
  }),
  skuList: endpoint({
    method: get,
    path: P.skuList,
    auth: user,
    query: aigcSkuListQuerySchema,
    data: z.array(aigcSkuSchema),
    paged: true,
  }),
  feedback: endpoint({ method: post, path: P.feedback, auth: user, body: aigcFeedbackBodySchema, data: noData }),
  videoGenerate: endpoint({
    method: post,
    path: P.videoGenerate,
    auth: user,
    body: aigcVideoGenerateBodySchema,
    data: aigcVideoSchema,
    refusals: ['AIGC.videoCountQuota', 'AIGC.videoBytesQuota', 'AIGC.videoInFlight'],
  }),
  videoEdit: endpoint({
    method: post,
    path: P.videoEdit,
    auth: user,
    body: aigcVideoEditBodySchema,
    data: aigcVideoSchema,
    refusals: ['AIGC.videoBusy', 'AIGC.videoInFlight'],
  }),
  videoTitle: endpoint({
    method: post,
    path: P.videoTitle,
    auth: user,
    body: aigcVideoTitleBodySchema,
    data: aigcVideoSchema,
  }),
  videoLibrary: endpoint({
    method: get,
    path: P.videoLibrary,
    auth: user,
    query: aigcPageQuerySchema,
    data: aigcVideoLibrarySchema,
  }),
  videoDelete: endpoint({
    method: post,
    path: P.videoDelete,
    auth: user,
    body: aigcVideoIdBodySchema,
    data: noData,
    refusals: ['AIGC.videoBusy'],
  }),
};

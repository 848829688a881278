/** Endpoints of the AI scripts and videos (issue 21). The two streams are server-sent events, outside this table. */
import { AIGC_ROUTES } from '../routes/aigc.ts';
import { z } from 'zod';
import { endpoint, noData } from '../../core/index.ts';
import {
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

export const AIGC_ENDPOINTS = {
  scriptPage: endpoint({ ...AIGC_ROUTES.scriptPage, query: aigcPageQuerySchema, data: z.array(aigcScriptSchema) }),
  scriptDetail: endpoint({ ...AIGC_ROUTES.scriptDetail, query: aigcScriptIdQuerySchema, data: aigcScriptSchema }),
  scriptRemove: endpoint({ ...AIGC_ROUTES.scriptRemove, body: aigcScriptIdBodySchema, data: noData }),
  scriptSave: endpoint({ ...AIGC_ROUTES.scriptSave, body: aigcScriptSaveBodySchema, data: aigcScriptSchema }),
  session: endpoint({ ...AIGC_ROUTES.session, body: aigcSessionBodySchema, data: aigcSessionSchema }),
  skuList: endpoint({ ...AIGC_ROUTES.skuList, query: aigcSkuListQuerySchema, data: z.array(aigcSkuSchema) }),
  feedback: endpoint({ ...AIGC_ROUTES.feedback, body: aigcFeedbackBodySchema, data: noData }),
  videoGenerate: endpoint({ ...AIGC_ROUTES.videoGenerate, body: aigcVideoGenerateBodySchema, data: aigcVideoSchema }),
  videoEdit: endpoint({ ...AIGC_ROUTES.videoEdit, body: aigcVideoEditBodySchema, data: aigcVideoSchema }),
  videoTitle: endpoint({ ...AIGC_ROUTES.videoTitle, body: aigcVideoTitleBodySchema, data: aigcVideoSchema }),
  videoLibrary: endpoint({ ...AIGC_ROUTES.videoLibrary, query: aigcPageQuerySchema, data: aigcVideoLibrarySchema }),
  videoDelete: endpoint({ ...AIGC_ROUTES.videoDelete, body: aigcVideoIdBodySchema, data: noData }),
};

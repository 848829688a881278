/** Endpoints of the survey's system build (part 2 §7): wiring, topology, exports, wall recognition. */
import { SURVEY_SYSTEM_ROUTES } from '../routes/survey-system.ts';
import { z } from 'zod';
import { endpoint } from '../../core/index.ts';
import {
  billStateSchema,
  cableScheduleSchema,
  exportStartSchema,
  jobQuerySchema,
  jobSchema,
  orderIdQuerySchema,
  servicerSaveSchema,
  servicerSchema,
  snapshotSchema,
  snapshotSummarySchema,
  surveySceneSchema,
  topologyBodySchema,
  topologySavedSchema,
  topologySaveSchema,
  topologySchema,
  wallsAskSchema,
  wallsEndSchema,
  wallsSaveSchema,
  wallsScoreSchema,
  wiringBodySchema,
  wiringSavedSchema,
  wiringSchema,
} from '../../survey/index.ts';

export const SURVEY_SYSTEM_ENDPOINTS = {
  wiringStart: endpoint({ ...SURVEY_SYSTEM_ROUTES.wiringStart, body: wiringBodySchema, data: wiringSchema }),
  wiringSave: endpoint({ ...SURVEY_SYSTEM_ROUTES.wiringSave, body: wiringBodySchema, data: wiringSavedSchema }),
  wiringList: endpoint({ ...SURVEY_SYSTEM_ROUTES.wiringList, query: orderIdQuerySchema, data: cableScheduleSchema }),
  topologyRecommend: endpoint({
    ...SURVEY_SYSTEM_ROUTES.topologyRecommend,
    body: topologyBodySchema,
    data: topologySchema,
  }),
  topologySave: endpoint({ ...SURVEY_SYSTEM_ROUTES.topologySave, body: topologySaveSchema, data: topologySavedSchema }),
  topologySnapshots: endpoint({
    ...SURVEY_SYSTEM_ROUTES.topologySnapshots,
    query: orderIdQuerySchema,
    data: z.array(snapshotSummarySchema),
  }),
  topologySnapshot: endpoint({
    ...SURVEY_SYSTEM_ROUTES.topologySnapshot,
    query: z.object({ id: z.coerce.number().int().positive() }),
    data: snapshotSchema,
  }),
  exportStart: endpoint({ ...SURVEY_SYSTEM_ROUTES.exportStart, body: exportStartSchema, data: jobSchema }),
  billState: endpoint({ ...SURVEY_SYSTEM_ROUTES.billState, query: orderIdQuerySchema, data: billStateSchema }),
  jobStatus: endpoint({ ...SURVEY_SYSTEM_ROUTES.jobStatus, query: jobQuerySchema, data: jobSchema }),
  wallsAsk: endpoint({ ...SURVEY_SYSTEM_ROUTES.wallsAsk, body: wallsAskSchema, data: jobSchema }),
  wallsSave: endpoint({ ...SURVEY_SYSTEM_ROUTES.wallsSave, body: wallsSaveSchema, data: surveySceneSchema }),
  wallsEnd: endpoint({ ...SURVEY_SYSTEM_ROUTES.wallsEnd, body: wallsEndSchema, data: jobSchema }),
  wallsScore: endpoint({ ...SURVEY_SYSTEM_ROUTES.wallsScore, body: wallsScoreSchema, data: jobSchema }),
  servicerGet: endpoint({
    ...SURVEY_SYSTEM_ROUTES.servicerGet,
    query: orderIdQuerySchema,
    data: servicerSchema.nullable(),
  }),
  servicerSave: endpoint({ ...SURVEY_SYSTEM_ROUTES.servicerSave, body: servicerSaveSchema, data: servicerSchema }),
};

/** Endpoints of the survey's system build (part 2 §7): wiring, topology, exports, wall recognition. */
import { z } from 'zod';
import { endpoint } from '../../core/index.ts';
import {
  orderIdQuerySchema,
  surveySceneSchema,
  cableScheduleSchema,
  exportStartSchema,
  jobQuerySchema,
  jobSchema,
  servicerSaveSchema,
  servicerSchema,
  snapshotSchema,
  snapshotSummarySchema,
  SURVEY_SYSTEM_API as A,
  topologyBodySchema,
  topologySavedSchema,
  topologySaveSchema,
  topologySchema,
  wiringBodySchema,
  wiringSavedSchema,
  wiringSchema,
  wallsAskSchema,
  wallsEndSchema,
  wallsSaveSchema,
  wallsScoreSchema,
} from '../../survey/index.ts';

const user = 'user' as const;

export const SURVEY_SYSTEM_ENDPOINTS = {
  wiringStart: endpoint({
    method: 'POST',
    path: A.wiringStart,
    auth: user,
    body: wiringBodySchema,
    data: wiringSchema,
  }),
  wiringSave: endpoint({ method: 'POST', path: A.wiringSave, auth: user, body: wiringBodySchema, data: wiringSavedSchema }), // prettier-ignore
  wiringList: endpoint({ method: 'GET', path: A.wiringList, auth: user, query: orderIdQuerySchema, data: cableScheduleSchema }), // prettier-ignore
  topologyRecommend: endpoint({ method: 'POST', path: A.topologyRecommend, auth: user, body: topologyBodySchema, data: topologySchema }), // prettier-ignore
  topologySave: endpoint({ method: 'POST', path: A.topologySave, auth: user, body: topologySaveSchema, data: topologySavedSchema }), // prettier-ignore
  topologySnapshots: endpoint({ method: 'GET', path: A.topologySnapshots, auth: user, query: orderIdQuerySchema, data: z.array(snapshotSummarySchema) }), // prettier-ignore
  topologySnapshot: endpoint({ method: 'GET', path: A.topologySnapshot, auth: user, query: z.object({ id: z.coerce.number().int().positive() }), data: snapshotSchema }), // prettier-ignore
  exportStart: endpoint({ method: 'POST', path: A.exportStart, auth: user, body: exportStartSchema, data: jobSchema }),
  jobStatus: endpoint({ method: 'GET', path: A.jobStatus, auth: user, query: jobQuerySchema, data: jobSchema }),
  wallsAsk: endpoint({ method: 'POST', path: A.wallsAsk, auth: user, body: wallsAskSchema, data: jobSchema }),
  wallsSave: endpoint({ method: 'POST', path: A.wallsSave, auth: user, body: wallsSaveSchema, data: surveySceneSchema }), // prettier-ignore
  wallsEnd: endpoint({ method: 'POST', path: A.wallsEnd, auth: user, body: wallsEndSchema, data: jobSchema }),
  wallsScore: endpoint({ method: 'POST', path: A.wallsScore, auth: user, body: wallsScoreSchema, data: jobSchema }),
  servicerGet: endpoint({ method: 'GET', path: A.servicerGet, auth: user, query: orderIdQuerySchema, data: servicerSchema.nullable() }), // prettier-ignore
  servicerSave: endpoint({ method: 'POST', path: A.servicerSave, auth: user, body: servicerSaveSchema, data: servicerSchema }), // prettier-ignore
};

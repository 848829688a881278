/** Endpoints of the survey's system build (part 2 §7): wiring, topology, exports, wall recognition. */
import { z } from 'zod';
import { endpoint, reasonOf } from '../../core/index.ts';
import {
  cableScheduleSchema,
  exportStartSchema,
  jobQuerySchema,
  jobSchema,
  orderIdQuerySchema,
  servicerSaveSchema,
  servicerSchema,
  snapshotSchema,
  snapshotSummarySchema,
  SURVEY_MESSAGES,
  SURVEY_SYSTEM_API as A,
  SURVEY_SYSTEM_MESSAGES,
  surveySceneSchema,
  topologyBodySchema,
  topologySavedSchema,
  topologySaveSchema,
  topologySchema,
  wallsAskSchema,
  wallsEndSchema,
  wallsSaveSchema,
  wallsScoreSchema,
  WIRING_MESSAGES,
  wiringBodySchema,
  wiringSavedSchema,
  wiringSchema,
} from '../../survey/index.ts';
import { ORDER_MESSAGES } from '../../design-order/index.ts';

const user = 'user' as const;

export const SURVEY_SYSTEM_ENDPOINTS = {
  wiringStart: endpoint({
    method: 'POST',
    path: A.wiringStart,
    auth: user,
    body: wiringBodySchema,
    data: wiringSchema,
    refusals: [reasonOf(WIRING_MESSAGES, 'noCalibration')],
  }),
  wiringSave: endpoint({ method: 'POST', path: A.wiringSave, auth: user, body: wiringBodySchema, data: wiringSavedSchema, refusals: [reasonOf(WIRING_MESSAGES, 'noTrunking')]  }), // prettier-ignore
  wiringList: endpoint({ method: 'GET', path: A.wiringList, auth: user, query: orderIdQuerySchema, data: cableScheduleSchema }), // prettier-ignore
  topologyRecommend: endpoint({ method: 'POST', path: A.topologyRecommend, auth: user, body: topologyBodySchema, data: topologySchema }), // prettier-ignore
  topologySave: endpoint({ method: 'POST', path: A.topologySave, auth: user, body: topologySaveSchema, data: topologySavedSchema }), // prettier-ignore
  topologySnapshots: endpoint({ method: 'GET', path: A.topologySnapshots, auth: user, query: orderIdQuerySchema, data: z.array(snapshotSummarySchema) }), // prettier-ignore
  topologySnapshot: endpoint({ method: 'GET', path: A.topologySnapshot, auth: user, query: z.object({ id: z.coerce.number().int().positive() }), data: snapshotSchema }), // prettier-ignore
  exportStart: endpoint({ method: 'POST', path: A.exportStart, auth: user, body: exportStartSchema, data: jobSchema }),
  jobStatus: endpoint({
    method: 'GET',
    path: A.jobStatus,
    auth: user,
    query: jobQuerySchema,
    data: jobSchema,
    refusals: [reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobNotFound')],
  }),
  wallsAsk: endpoint({
    method: 'POST',
    path: A.wallsAsk,
    auth: user,
    body: wallsAskSchema,
    data: jobSchema,
    refusals: [reasonOf(SURVEY_SYSTEM_MESSAGES, 'noPlanImage')],
  }),
  wallsSave: endpoint({ method: 'POST', path: A.wallsSave, auth: user, body: wallsSaveSchema, data: surveySceneSchema, refusals: [reasonOf(SURVEY_MESSAGES, 'staleRevision'), reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobEnded'), reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobNotDone')]  }), // prettier-ignore
  wallsEnd: endpoint({ method: 'POST', path: A.wallsEnd, auth: user, body: wallsEndSchema, data: jobSchema }),
  wallsScore: endpoint({ method: 'POST', path: A.wallsScore, auth: user, body: wallsScoreSchema, data: jobSchema }),
  servicerGet: endpoint({ method: 'GET', path: A.servicerGet, auth: user, query: orderIdQuerySchema, data: servicerSchema.nullable(), refusals: [reasonOf(ORDER_MESSAGES, 'orderNotFound')]  }), // prettier-ignore
  servicerSave: endpoint({ method: 'POST', path: A.servicerSave, auth: user, body: servicerSaveSchema, data: servicerSchema }), // prettier-ignore
};

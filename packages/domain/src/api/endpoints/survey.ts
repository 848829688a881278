/** Endpoints of the survey (part 2 §7): scenes, their plan, product points, the guide record. */
import { z } from 'zod';
import { endpoint, noData } from '../../core/endpoint.ts';
import { reasonOf } from '../../core/refusals.ts';
import { SCENE_MESSAGES } from '../../design-order/scene.ts';
import {
  guideQuerySchema,
  hiddenProductsSchema,
  hiddenSaveSchema,
  guideSaveSchema,
  orderIdQuerySchema,
  pointAddSchema,
  pointRemovedSchema,
  pointRemoveSchema,
  pointResultSchema,
  pointUpdateSchema,
  sceneBatchAddSchema,
  sceneDetailSchema,
  sceneIdQuerySchema,
  sceneRemoveSchema,
  sceneRenameSchema,
  sceneSaveSchema,
  sceneSortSchema,
  sceneUpdateSchema,
  SURVEY_API,
  surveyPointSchema,
  surveySceneSchema,
} from '../../survey/contract.ts';

const user = 'user' as const;

export const SURVEY_ENDPOINTS = {
  scenes: endpoint({
    method: 'GET',
    path: SURVEY_API.scenes,
    auth: user,
    query: orderIdQuerySchema,
    data: z.array(surveySceneSchema),
  }),
  sceneSave: endpoint({
    method: 'POST',
    path: SURVEY_API.sceneSave,
    auth: user,
    body: sceneSaveSchema,
    data: surveySceneSchema,
  }),
  sceneBatchAdd: endpoint({
    method: 'POST',
    path: SURVEY_API.sceneBatchAdd,
    auth: user,
    body: sceneBatchAddSchema,
    data: z.array(surveySceneSchema),
  }),
  sceneRename: endpoint({
    method: 'POST',
    path: SURVEY_API.sceneRename,
    auth: user,
    body: sceneRenameSchema,
    data: surveySceneSchema,
  }),
  sceneRemove: endpoint({
    method: 'POST',
    path: SURVEY_API.sceneRemove,
    auth: user,
    body: sceneRemoveSchema,
    data: noData,
  }),
  sceneSort: endpoint({ method: 'POST', path: SURVEY_API.sceneSort, auth: user, body: sceneSortSchema, data: noData }),
  sceneDetail: endpoint({
    method: 'GET',
    path: SURVEY_API.sceneDetail,
    auth: user,
    query: sceneIdQuerySchema,
    data: sceneDetailSchema,
  }),
  sceneUpdate: endpoint({
    method: 'POST',
    path: SURVEY_API.sceneUpdate,
    auth: user,
    body: sceneUpdateSchema,
    data: surveySceneSchema,
  }),
  pointAdd: endpoint({
    method: 'POST',
    path: SURVEY_API.pointAdd,
    auth: user,
    body: pointAddSchema,
    data: pointResultSchema,
  }),
  pointUpdate: endpoint({
    method: 'POST',
    path: SURVEY_API.pointUpdate,
    auth: user,
    body: pointUpdateSchema,
    data: surveyPointSchema,
  }),
  pointRemove: endpoint({
    method: 'POST',
    path: SURVEY_API.pointRemove,
    auth: user,
    body: pointRemoveSchema,
    data: pointRemovedSchema,
    refusals: [reasonOf(SCENE_MESSAGES, 'placedRemove')],
  }),
  guideGet: endpoint({
    method: 'GET',
    path: SURVEY_API.guideGet,
    auth: user,
    query: guideQuerySchema,
    data: z.object({ seen: z.boolean() }),
  }),
  guideSave: endpoint({ method: 'POST', path: SURVEY_API.guideSave, auth: user, body: guideSaveSchema, data: noData }),
  hiddenPage: endpoint({
    method: 'GET',
    path: SURVEY_API.hiddenPage,
    auth: user,
    query: orderIdQuerySchema,
    data: hiddenProductsSchema,
  }),
  hiddenSave: endpoint({
    method: 'POST',
    path: SURVEY_API.hiddenSave,
    auth: user,
    body: hiddenSaveSchema,
    data: hiddenProductsSchema,
  }),
};

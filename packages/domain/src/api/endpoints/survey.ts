/** Endpoints of the survey (part 2 §7): scenes, their plan, product points, the guide record. */
import { SURVEY_ROUTES } from '../routes/survey.ts';
import { z } from 'zod';
import { endpoint, noData } from '../../core/index.ts';
import {
  guideQuerySchema,
  guideSaveSchema,
  hiddenProductsSchema,
  hiddenSaveSchema,
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
  surveyPointSchema,
  surveySceneSchema,
} from '../../survey/index.ts';

export const SURVEY_ENDPOINTS = {
  scenes: endpoint({ ...SURVEY_ROUTES.scenes, query: orderIdQuerySchema, data: z.array(surveySceneSchema) }),
  sceneSave: endpoint({ ...SURVEY_ROUTES.sceneSave, body: sceneSaveSchema, data: surveySceneSchema }),
  sceneBatchAdd: endpoint({
    ...SURVEY_ROUTES.sceneBatchAdd,
    body: sceneBatchAddSchema,
    data: z.array(surveySceneSchema),
  }),
  sceneRename: endpoint({ ...SURVEY_ROUTES.sceneRename, body: sceneRenameSchema, data: surveySceneSchema }),
  sceneRemove: endpoint({ ...SURVEY_ROUTES.sceneRemove, body: sceneRemoveSchema, data: noData }),
  sceneSort: endpoint({ ...SURVEY_ROUTES.sceneSort, body: sceneSortSchema, data: noData }),
  sceneDetail: endpoint({ ...SURVEY_ROUTES.sceneDetail, query: sceneIdQuerySchema, data: sceneDetailSchema }),
  sceneUpdate: endpoint({ ...SURVEY_ROUTES.sceneUpdate, body: sceneUpdateSchema, data: surveySceneSchema }),
  pointAdd: endpoint({ ...SURVEY_ROUTES.pointAdd, body: pointAddSchema, data: pointResultSchema }),
  pointUpdate: endpoint({ ...SURVEY_ROUTES.pointUpdate, body: pointUpdateSchema, data: surveyPointSchema }),
  pointRemove: endpoint({ ...SURVEY_ROUTES.pointRemove, body: pointRemoveSchema, data: pointRemovedSchema }),
  guideGet: endpoint({ ...SURVEY_ROUTES.guideGet, query: guideQuerySchema, data: z.object({ seen: z.boolean() }) }),
  guideSave: endpoint({ ...SURVEY_ROUTES.guideSave, body: guideSaveSchema, data: noData }),
  hiddenPage: endpoint({ ...SURVEY_ROUTES.hiddenPage, query: orderIdQuerySchema, data: hiddenProductsSchema }),
  hiddenSave: endpoint({ ...SURVEY_ROUTES.hiddenSave, body: hiddenSaveSchema, data: hiddenProductsSchema }),
};

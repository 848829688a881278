/** Routes of the survey (part 2 §7): scenes, their plan, product points, the guide record.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { DESIGN_ORDER_MESSAGES, SCENE_MESSAGES } from '../../design-order/index.ts';
import { CALIBRATION_MESSAGES, PLAN_MESSAGES, SURVEY_API, SURVEY_MESSAGES } from '../../survey/index.ts';

const user = 'user' as const;
/** Every survey endpoint asks the survey permission (issue 43): the server refuses anyone else before the handler. */
const survey = 'survey' as const;

/**
 * Saving a plan: the domain's restorePlan refuses it (a newer version, not a plan, too many walls, doors, wells or
 * trays, a calibration out of range, a point off its image, walls without an image); its scene gone; loaded at an
 * older revision. The AI walls' save goes through it too (SURVEY_SYSTEM.wallsSave).
 */
export const PLAN_SAVE_REFUSALS = [
  ...reasonsOf(PLAN_MESSAGES, 'newerVersion', 'invalid', 'tooMany', 'outside', 'noImage'),
  ...reasonsOf(CALIBRATION_MESSAGES, 'lengthPositive', 'lengthTooLong', 'pointsTooClose'),
  ...reasonsOf(SURVEY_MESSAGES, 'sceneNotFound', 'staleRevision'),
];

export const SURVEY_ROUTES = {
  scenes: route({
    id: 'SURVEY.scenes',
    method: 'GET',
    path: SURVEY_API.scenes,
    auth: user,
    policy: survey,
    refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')],
  }),
  sceneSave: route({
    id: 'SURVEY.sceneSave',
    method: 'POST',
    path: SURVEY_API.sceneSave,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
      reasonOf(SURVEY_MESSAGES, 'tooManyScenes'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
    ],
  }),
  sceneBatchAdd: route({
    id: 'SURVEY.sceneBatchAdd',
    method: 'POST',
    path: SURVEY_API.sceneBatchAdd,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SURVEY_MESSAGES, 'tooManyScenes'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  sceneRename: route({
    id: 'SURVEY.sceneRename',
    method: 'POST',
    path: SURVEY_API.sceneRename,
    auth: user,
    policy: survey,
    refusals: [reasonOf(SURVEY_MESSAGES, 'sceneNotFound')],
  }),
  sceneRemove: route({
    id: 'SURVEY.sceneRemove',
    method: 'POST',
    path: SURVEY_API.sceneRemove,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SURVEY_MESSAGES, 'sceneNotFound'),
      reasonOf(SURVEY_MESSAGES, 'productNotFound'),
      reasonOf(SURVEY_MESSAGES, 'tooManyPoints'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  sceneSort: route({
    id: 'SURVEY.sceneSort',
    method: 'POST',
    path: SURVEY_API.sceneSort,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SURVEY_MESSAGES, 'sortMismatch'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  sceneDetail: route({
    id: 'SURVEY.sceneDetail',
    method: 'GET',
    path: SURVEY_API.sceneDetail,
    auth: user,
    policy: survey,
    refusals: [reasonOf(SURVEY_MESSAGES, 'sceneNotFound')],
  }),
  sceneUpdate: route({
    id: 'SURVEY.sceneUpdate',
    method: 'POST',
    path: SURVEY_API.sceneUpdate,
    auth: user,
    policy: survey,
    refusals: PLAN_SAVE_REFUSALS,
  }),
  pointAdd: route({
    id: 'SURVEY.pointAdd',
    method: 'POST',
    path: SURVEY_API.pointAdd,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(PLAN_MESSAGES, 'outside'),
      reasonOf(SURVEY_MESSAGES, 'mountNotBracket'),
      reasonOf(SURVEY_MESSAGES, 'productNotFound'),
      reasonOf(SURVEY_MESSAGES, 'productHidden'),
      reasonOf(SURVEY_MESSAGES, 'sceneNotFound'),
      // a scene without its plan image; the scene's points at their limit
      reasonOf(PLAN_MESSAGES, 'noImage'),
      reasonOf(SURVEY_MESSAGES, 'tooManyPoints'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  pointUpdate: route({
    id: 'SURVEY.pointUpdate',
    method: 'POST',
    path: SURVEY_API.pointUpdate,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(PLAN_MESSAGES, 'outside'),
      reasonOf(SURVEY_MESSAGES, 'mountNotBracket'),
      reasonOf(SURVEY_MESSAGES, 'pointNotFound'),
      // the point's scene removed meanwhile
      reasonOf(SURVEY_MESSAGES, 'sceneNotFound'),
      reasonOf(SURVEY_MESSAGES, 'productNotFound'),
      reasonOf(SURVEY_MESSAGES, 'tooManyPoints'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  pointRemove: route({
    id: 'SURVEY.pointRemove',
    method: 'POST',
    path: SURVEY_API.pointRemove,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SCENE_MESSAGES, 'placedRemove'),
      reasonOf(SURVEY_MESSAGES, 'pointNotFound'),
      reasonOf(SURVEY_MESSAGES, 'productNotFound'),
      reasonOf(SURVEY_MESSAGES, 'tooManyPoints'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  guideGet: route({ id: 'SURVEY.guideGet', method: 'GET', path: SURVEY_API.guideGet, auth: user, policy: survey }),
  guideSave: route({ id: 'SURVEY.guideSave', method: 'POST', path: SURVEY_API.guideSave, auth: user, policy: survey }),
  hiddenPage: route({
    id: 'SURVEY.hiddenPage',
    method: 'GET',
    path: SURVEY_API.hiddenPage,
    auth: user,
    policy: survey,
    refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')],
  }),
  hiddenSave: route({
    id: 'SURVEY.hiddenSave',
    method: 'POST',
    path: SURVEY_API.hiddenSave,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SURVEY_MESSAGES, 'hiddenNotInOrder'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
};

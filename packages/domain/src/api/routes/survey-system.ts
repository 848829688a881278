/** Routes of the survey's system build (part 2 §7): wiring, topology, exports, wall recognition.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import {
  SURVEY_MESSAGES,
  SURVEY_SYSTEM_API as A,
  SURVEY_SYSTEM_MESSAGES,
  TOPOLOGY_MESSAGES,
  WIRING_MESSAGES,
} from '../../survey/index.ts';
import { DESIGN_ORDER_MESSAGES } from '../../design-order/index.ts';
import { PLAN_SAVE_REFUSALS } from './survey.ts';

const user = 'user' as const;
/** Every survey endpoint asks the survey permission (issue 43): the server refuses anyone else before the handler. */
const survey = 'survey' as const;

/** What planWiring answers when the plan cannot be wired (survey/wiring.ts), and the scene gone. */
const wiringRefusals = [
  ...reasonsOf(WIRING_MESSAGES, 'noCalibration', 'noDevices', 'noTrunking', 'noWell', 'tooLong'),
  reasonOf(SURVEY_MESSAGES, 'sceneNotFound'),
];
/** What recommendTopology answers (survey/topology.ts). */
const topologyRefusals = reasonsOf(TOPOLOGY_MESSAGES, 'noCameras', 'noSwitch', 'noDisk', 'noNvr');
/** A walls job of the caller's that is not there, or not a walls job. */
const wallsJobRefusals = reasonsOf(SURVEY_SYSTEM_MESSAGES, 'jobNotFound', 'jobNotWalls');

export const SURVEY_SYSTEM_ROUTES = {
  wiringStart: route({
    id: 'SURVEY_SYSTEM.wiringStart',
    method: 'POST',
    path: A.wiringStart,
    auth: user,
    policy: survey,
    refusals: wiringRefusals,
  }),
  wiringSave: route({ id: 'SURVEY_SYSTEM.wiringSave', method: 'POST', path: A.wiringSave, auth: user, policy: survey, refusals: [...wiringRefusals, reasonOf(SURVEY_SYSTEM_MESSAGES, 'noCablingProducts'), reasonOf(SURVEY_MESSAGES, 'productNotFound'), reasonOf(SURVEY_MESSAGES, 'tooManyPoints'), reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  wiringList: route({ id: 'SURVEY_SYSTEM.wiringList', method: 'GET', path: A.wiringList, auth: user, policy: survey, refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  topologyRecommend: route({ id: 'SURVEY_SYSTEM.topologyRecommend', method: 'POST', path: A.topologyRecommend, auth: user, policy: survey, refusals: [...topologyRefusals, reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  topologySave: route({ id: 'SURVEY_SYSTEM.topologySave', method: 'POST', path: A.topologySave, auth: user, policy: survey, refusals: [...topologyRefusals, reasonOf(SURVEY_MESSAGES, 'productNotFound'), reasonOf(SURVEY_MESSAGES, 'tooManyPoints'), reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  topologySnapshots: route({ id: 'SURVEY_SYSTEM.topologySnapshots', method: 'GET', path: A.topologySnapshots, auth: user, policy: survey, refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  topologySnapshot: route({ id: 'SURVEY_SYSTEM.topologySnapshot', method: 'GET', path: A.topologySnapshot, auth: user, policy: survey, refusals: [reasonOf(SURVEY_SYSTEM_MESSAGES, 'snapshotNotFound')] }), // prettier-ignore
  exportStart: route({
    id: 'SURVEY_SYSTEM.exportStart',
    method: 'POST',
    path: A.exportStart,
    auth: user,
    policy: survey,
    refusals: [
      reasonOf(SURVEY_SYSTEM_MESSAGES, 'billStale'),
      reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'),
      reasonOf(SURVEY_MESSAGES, 'notSurveyOrder'),
    ],
  }),
  billState: route({ id: 'SURVEY_SYSTEM.billState', method: 'GET', path: A.billState, auth: user, policy: survey, refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  jobStatus: route({
    id: 'SURVEY_SYSTEM.jobStatus',
    method: 'GET',
    path: A.jobStatus,
    auth: user,
    policy: survey,
    refusals: [reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobNotFound')],
  }),
  wallsAsk: route({
    id: 'SURVEY_SYSTEM.wallsAsk',
    method: 'POST',
    path: A.wallsAsk,
    auth: user,
    policy: survey,
    refusals: [reasonOf(SURVEY_SYSTEM_MESSAGES, 'noPlanImage'), reasonOf(SURVEY_MESSAGES, 'sceneNotFound')],
  }),
  // the walls are saved as any plan (its scene may have been removed since the job was asked)
  wallsSave: route({ id: 'SURVEY_SYSTEM.wallsSave', method: 'POST', path: A.wallsSave, auth: user, policy: survey, refusals: [...PLAN_SAVE_REFUSALS, ...wallsJobRefusals, reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobEnded'), reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobNotDone'), reasonOf(SURVEY_MESSAGES, 'productNotFound'), reasonOf(SURVEY_MESSAGES, 'tooManyPoints'), reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  wallsEnd: route({ id: 'SURVEY_SYSTEM.wallsEnd', method: 'POST', path: A.wallsEnd, auth: user, policy: survey, refusals: [...wallsJobRefusals, reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobEnded')] }), // prettier-ignore
  wallsScore: route({ id: 'SURVEY_SYSTEM.wallsScore', method: 'POST', path: A.wallsScore, auth: user, policy: survey, refusals: [...wallsJobRefusals, reasonOf(SURVEY_SYSTEM_MESSAGES, 'jobNotDone')] }), // prettier-ignore
  servicerGet: route({ id: 'SURVEY_SYSTEM.servicerGet', method: 'GET', path: A.servicerGet, auth: user, policy: survey, refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')] }), // prettier-ignore
  servicerSave: route({
    id: 'SURVEY_SYSTEM.servicerSave',
    method: 'POST',
    path: A.servicerSave,
    auth: user,
    policy: survey,
    refusals: [reasonOf(DESIGN_ORDER_MESSAGES, 'orderNotFound'), reasonOf(SURVEY_MESSAGES, 'notSurveyOrder')],
  }),
};

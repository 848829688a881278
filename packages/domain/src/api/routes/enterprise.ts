/** Routes of the enterprise module: the enterprise certification and its review.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import { ENTERPRISE_MESSAGES } from '../../account/index.ts';

const user = 'user' as const;

const ENTERPRISE = `${API_PREFIX}/v1/enterprise`;

export const ENTERPRISE_ROUTES = {
  save: route({
    id: 'ENTERPRISE.save',
    method: 'POST',
    path: ENTERPRISE,
    auth: user,
    refusals: [
      reasonOf(UPLOAD_MESSAGES, 'linkInvalid'),
      reasonOf(ENTERPRISE_MESSAGES, 'alreadySubmitted'),
      reasonOf(ENTERPRISE_MESSAGES, 'areaRequired'),
      reasonOf(ENTERPRISE_MESSAGES, 'creditCodeTaken'),
      reasonOf(ENTERPRISE_MESSAGES, 'notEditable'),
      reasonOf(ENTERPRISE_MESSAGES, 'notYours'),
      // a resubmission of an application number there is none of
      reasonOf(ENTERPRISE_MESSAGES, 'notFound'),
    ],
  }),
  detail: route({ id: 'ENTERPRISE.detail', method: 'GET', path: `${ENTERPRISE}/detail`, auth: user }),
  verification: route({ id: 'ENTERPRISE.verification', method: 'GET', path: `${ENTERPRISE}/verification`, auth: user }),
  /** multipart/form-data with one field `file` (the web sends it with api.upload). */
  upload: route({
    id: 'ENTERPRISE.upload',
    method: 'POST',
    path: `${ENTERPRISE}/upload`,
    auth: user,
    refusals: [
      reasonOf(ENTERPRISE_MESSAGES, 'uploadTooLarge'),
      reasonOf(ENTERPRISE_MESSAGES, 'uploadType'),
      reasonOf(UPLOAD_MESSAGES, 'tooManyPixels'),
      reasonOf(UPLOAD_MESSAGES, 'unreadable'),
      reasonOf(ENTERPRISE_MESSAGES, 'licenceRequired'),
    ],
  }),
  reviewList: route({
    id: 'ENTERPRISE.reviewList',
    method: 'GET',
    path: `${ENTERPRISE}/audit/list`,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
  audit: route({
    id: 'ENTERPRISE.audit',
    method: 'POST',
    path: `${ENTERPRISE}/audit`,
    auth: user,
    policy: 'staff',
    refusals: [
      reasonOf(ENTERPRISE_MESSAGES, 'notPending'),
      reasonOf(ENTERPRISE_MESSAGES, 'notFound'),
      // another application with the same credit code approved first (the partial unique index)
      reasonOf(ENTERPRISE_MESSAGES, 'creditCodeTaken'),
    ],
  }),
};

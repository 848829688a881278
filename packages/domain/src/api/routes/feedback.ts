/** Routes of the feedback module.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route, UPLOAD_MESSAGES } from '../../core/index.ts';
import { CONTENT_API as P, FEEDBACK_MESSAGES } from '../../content/index.ts';

const get = 'GET' as const;

const post = 'POST' as const;

export const FEEDBACK_ROUTES = {
  create: route({
    id: 'FEEDBACK.create',
    method: post,
    path: P.feedbackCreate,
    auth: 'user',
    refusals: [reasonOf(UPLOAD_MESSAGES, 'linkInvalid')],
  }),
  page: route({ id: 'FEEDBACK.page', method: get, path: P.feedbackPage, auth: 'user', paged: true }),
  managePage: route({
    id: 'FEEDBACK.managePage',
    method: get,
    path: P.feedbackManagePage,
    auth: 'user',
    policy: 'staff',
    paged: true,
  }),
  answer: route({
    id: 'FEEDBACK.answer',
    method: post,
    path: P.feedbackAnswer,
    auth: 'user',
    policy: 'staff',
    refusals: [reasonOf(FEEDBACK_MESSAGES, 'notFound'), reasonOf(FEEDBACK_MESSAGES, 'answered')],
  }),
  clueAdd: route({ id: 'FEEDBACK.clueAdd', method: post, path: P.clueAdd, auth: 'optional' }),
  marquee: route({ id: 'FEEDBACK.marquee', method: get, path: P.clueMarquee, auth: 'none' }),
  customerService: route({ id: 'FEEDBACK.customerService', method: get, path: P.customerService, auth: 'none' }),
};

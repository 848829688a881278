/** Routes of the requirement module: the buyer's project requirements.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonsOf, route } from '../../core/index.ts';
import { REQUIREMENT_API, REQUIREMENT_MESSAGES } from '../../design-order/index.ts';

const user = 'user' as const;

export const REQUIREMENT_ROUTES = {
  options: route({ id: 'REQUIREMENT.options', method: 'GET', path: REQUIREMENT_API.options, auth: 'none' }),
  submit: route({
    id: 'REQUIREMENT.submit',
    method: 'POST',
    path: REQUIREMENT_API.submit,
    auth: user,
    refusals: reasonsOf(REQUIREMENT_MESSAGES, 'scene', 'category', 'address'),
  }),
  page: route({
    id: 'REQUIREMENT.page',
    method: 'GET',
    path: REQUIREMENT_API.page,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
};

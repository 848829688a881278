/** Routes of the calculator module: the calculators' usage counters.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { route } from '../../core/index.ts';
import { CALCULATOR_USAGE_PATH } from '../../calculators/index.ts';

export const CALCULATOR_ROUTES = {
  /** Sent on leaving the calculator layout (fetch keepalive or a beacon): guests too. */
  usage: route({ id: 'CALCULATOR.usage', method: 'POST', path: CALCULATOR_USAGE_PATH, auth: 'optional' }),
  summary: route({
    id: 'CALCULATOR.summary',
    method: 'GET',
    path: `${CALCULATOR_USAGE_PATH}/summary`,
    auth: 'user',
    policy: 'staff',
  }),
};

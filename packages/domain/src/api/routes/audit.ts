/** Routes of the audit module: the audit log, for staff.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, route } from '../../core/index.ts';

export const AUDIT_ROUTES = {
  page: route({
    id: 'AUDIT.page',
    method: 'GET',
    path: `${API_PREFIX}/v1/audit/page`,
    auth: 'user',
    policy: 'staff',
    paged: true,
  }),
};

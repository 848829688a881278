/** Routes of the imports module: workbooks in (checked, then applied), integration keys, an ERP's push.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 * The template and the export answer files, not envelopes: they stay outside the table (IMPORT_FILE_API).
 */
import { API_PREFIX, reasonOf, reasonsOf, route } from '../../core/index.ts';
import { IMPORT_MESSAGES } from '../../imports/index.ts';

const I = `${API_PREFIX}/v1/imports`;
const staff = { auth: 'user', policy: 'staff' } as const;

export const IMPORTS_ROUTES = {
  /** Staff: the imports, newest first. */
  jobs: route({ id: 'IMPORTS.jobs', method: 'GET', path: `${I}/jobs`, ...staff, paged: true }),
  /** Staff: one import, its progress and report (the page polls it). */
  job: route({
    id: 'IMPORTS.job',
    method: 'GET',
    path: `${I}/jobs/:id`,
    ...staff,
    refusals: [reasonOf(IMPORT_MESSAGES, 'jobNotFound')],
  }),
  /** Staff: multipart/form-data, field `file` (xlsx): kept in the file store and checked as a job (a dry run). */
  upload: route({
    id: 'IMPORTS.upload',
    method: 'POST',
    path: `${I}/:kind/upload`,
    ...staff,
    refusals: reasonsOf(IMPORT_MESSAGES, 'noFile', 'notWorkbook', 'tooLarge', 'tooComplex', 'notZip', 'zipTooLarge'),
  }),
  /** Staff: apply a checked import with no problem, all or nothing, as a job. */
  apply: route({
    id: 'IMPORTS.apply',
    method: 'POST',
    path: `${I}/jobs/:id/apply`,
    ...staff,
    refusals: reasonsOf(
      IMPORT_MESSAGES,
      'jobNotFound',
      'notCheckedYet',
      'hasProblems',
      'alreadyApplied',
      'pushNotAppliable',
    ),
  }),
  /** Staff: the integration keys (never the keys themselves). */
  keys: route({ id: 'IMPORTS.keys', method: 'GET', path: `${I}/keys`, ...staff }),
  /** Staff: a new key, answered once. */
  createKey: route({ id: 'IMPORTS.createKey', method: 'POST', path: `${I}/keys`, ...staff }),
  revokeKey: route({
    id: 'IMPORTS.revokeKey',
    method: 'POST',
    path: `${I}/keys/:id/revoke`,
    ...staff,
    refusals: [reasonOf(IMPORT_MESSAGES, 'keyNotFound')],
  }),
  /** An ERP (header X-Integration-Key): the same checks and upsert as an upload, answered at once with the report. */
  push: route({
    id: 'IMPORTS.push',
    method: 'POST',
    path: `${I}/push`,
    auth: 'none',
    refusals: reasonsOf(IMPORT_MESSAGES, 'keyMissing', 'keyInvalid', 'applyFailed', 'pushRejected'),
  }),
};

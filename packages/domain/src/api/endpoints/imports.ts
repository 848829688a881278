/** Endpoints of the imports module: workbooks in, integration keys, an ERP's push. */
import { IMPORTS_ROUTES as R } from '../routes/imports.ts';
import { z } from 'zod';
import { endpoint } from '../../core/index.ts';
import {
  importJobPageQuerySchema,
  importJobParamsSchema,
  importJobSchema,
  importUploadParamsSchema,
  importPushAnswerSchema,
  importPushSchema,
  integrationKeyCreatedSchema,
  integrationKeyCreateSchema,
  integrationKeyParamsSchema,
  integrationKeySchema,
} from '../../imports/index.ts';

export const IMPORTS_ENDPOINTS = {
  jobs: endpoint({ ...R.jobs, query: importJobPageQuerySchema, data: z.array(importJobSchema) }),
  job: endpoint({ ...R.job, params: importJobParamsSchema, data: importJobSchema }),
  upload: endpoint({ ...R.upload, params: importUploadParamsSchema, data: importJobSchema }),
  apply: endpoint({ ...R.apply, params: importJobParamsSchema, data: importJobSchema }),
  keys: endpoint({ ...R.keys, data: z.array(integrationKeySchema) }),
  createKey: endpoint({ ...R.createKey, body: integrationKeyCreateSchema, data: integrationKeyCreatedSchema }),
  revokeKey: endpoint({ ...R.revokeKey, params: integrationKeyParamsSchema, data: integrationKeySchema }),
  push: endpoint({ ...R.push, body: importPushSchema, data: importPushAnswerSchema }),
};

/** Endpoints of the feedback module. */
import { z } from 'zod';
import {
  clueAddSchema,
  CONTENT_API as P,
  customerServiceQuerySchema,
  FEEDBACK_MESSAGES,
  feedbackAnswerSchema,
  feedbackCreateSchema,
  feedbackManageSchema,
  feedbackPageQuerySchema,
  feedbackSchema,
  marqueeClueSchema,
} from '../../content/index.ts';
import { endpoint, noData, reasonOf } from '../../core/index.ts';

const get = 'GET' as const;
const post = 'POST' as const;

export const FEEDBACK_ENDPOINTS = {
  create: endpoint({
    method: post,
    path: P.feedbackCreate,
    auth: 'user',
    body: feedbackCreateSchema,
    data: feedbackSchema,
  }),
  page: endpoint({
    method: get,
    path: P.feedbackPage,
    auth: 'user',
    query: feedbackPageQuerySchema,
    data: z.array(feedbackSchema),
    paged: true,
  }),
  managePage: endpoint({
    method: get,
    path: P.feedbackManagePage,
    auth: 'user',
    policy: 'staff',
    query: feedbackPageQuerySchema,
    data: z.array(feedbackManageSchema),
    paged: true,
  }),
  answer: endpoint({
    method: post,
    path: P.feedbackAnswer,
    auth: 'user',
    policy: 'staff',
    body: feedbackAnswerSchema,
    data: noData,
    refusals: [reasonOf(FEEDBACK_MESSAGES, 'answered')],
  }),
  clueAdd: endpoint({ method: post, path: P.clueAdd, auth: 'optional', body: clueAddSchema, data: noData }),
  marquee: endpoint({ method: get, path: P.clueMarquee, auth: 'none', data: z.array(marqueeClueSchema) }),
  customerService: endpoint({
    method: get,
    path: P.customerService,
    auth: 'none',
    query: customerServiceQuerySchema,
    data: z.string(),
  }),
};

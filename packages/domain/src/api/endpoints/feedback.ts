/** Endpoints of the feedback module. */
import { FEEDBACK_ROUTES } from '../routes/feedback.ts';
import { z } from 'zod';
import {
  clueAddSchema,
  customerServiceQuerySchema,
  feedbackAnswerSchema,
  feedbackCreateSchema,
  feedbackManageSchema,
  feedbackPageQuerySchema,
  feedbackSchema,
  marqueeClueSchema,
} from '../../content/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const FEEDBACK_ENDPOINTS = {
  create: endpoint({ ...FEEDBACK_ROUTES.create, body: feedbackCreateSchema, data: feedbackSchema }),
  page: endpoint({ ...FEEDBACK_ROUTES.page, query: feedbackPageQuerySchema, data: z.array(feedbackSchema) }),
  managePage: endpoint({
    ...FEEDBACK_ROUTES.managePage,
    query: feedbackPageQuerySchema,
    data: z.array(feedbackManageSchema),
  }),
  answer: endpoint({ ...FEEDBACK_ROUTES.answer, body: feedbackAnswerSchema, data: noData }),
  clueAdd: endpoint({ ...FEEDBACK_ROUTES.clueAdd, body: clueAddSchema, data: noData }),
  marquee: endpoint({ ...FEEDBACK_ROUTES.marquee, data: z.array(marqueeClueSchema) }),
  customerService: endpoint({
    ...FEEDBACK_ROUTES.customerService,
    query: customerServiceQuerySchema,
    data: z.string(),
  }),
};

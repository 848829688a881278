/**
 * The sales network kept by staff in the portal (issue 45 §4): the customer groups a merchant belongs to
 * (merchant_group_bind: the session's groupBinds, the dealer list's tags) — their schemas, refusals and rows.
 */
import { z } from 'zod';
import { pageNumber, pageSize, plainTextField, rowIdField } from '../core/index.ts';
import { MERCHANT_GROUP_MESSAGES } from './network.ts';

const M = MERCHANT_GROUP_MESSAGES;

const id = rowIdField(M.badId);
const text = plainTextField;

/** 客户分组, a page at a time (the latest change first): a merchant number, a company name or a tag, in part. */
export const merchantGroupQuerySchema = z.object({
  keyword: z.string().trim().max(40).optional(),
  page: pageNumber,
  size: pageSize(20),
});

export const merchantGroupSaveSchema = z.object({
  /** Absent: a merchant joins a group; present: the group's name (title) and tag changed. */
  id: id.optional(),
  merchantNo: text(M.merchantRequired, 64),
  tagName: text(M.tagRequired, 20),
  title: text(M.titleRequired, 30),
});
export type MerchantGroupSave = z.input<typeof merchantGroupSaveSchema>;

export const merchantGroupDeleteSchema = z.object({ id });

export const merchantGroupRowSchema = z.object({
  id: z.number(),
  merchantNo: z.string(),
  companyName: z.string(),
  tagName: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type MerchantGroupRow = z.infer<typeof merchantGroupRowSchema>;

/**
 * Search synonyms kept by staff (issue 46) and the search box's category suggestion: their schemas (the words and
 * limits in synonym-words.ts, free of zod; the rules that use them in relevance.ts).
 */
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-rules.ts';
import { keywordSchema } from './catalogue.ts';
import { plainText } from './text-schema.ts';
import { SEARCH_SYNONYM_MESSAGES, SYNONYM_WORD_MAX, SYNONYM_WORDS_MAX } from './synonym-words.ts';

const M = SEARCH_SYNONYM_MESSAGES;

/** A word: trimmed, lower case (the search is), no spaces (a space separates the terms of a query). */
const word = plainText(CATALOGUE_MESSAGES.badText)
  .trim()
  .min(1, M.wordRequired)
  .max(SYNONYM_WORD_MAX, M.wordTooLong)
  .refine((w) => !/\s/.test(w), M.wordHasSpace)
  .transform((w) => w.toLowerCase());

const unique = (ws: string[]) => new Set(ws).size === ws.length;

export const synonymSaveSchema = z
  .object({
    /** Absent: a new group. */
    id: z.number({ error: M.badId }).int(M.badId).min(1, M.badId).max(2_147_483_647, M.badId).optional(),
    /** The words that mean the same; the first names the group. */
    words: z.array(word).min(2, M.tooFew).max(SYNONYM_WORDS_MAX, M.tooMany).refine(unique, M.duplicate),
    /** Phrases where the group's words mean something else (硬盘 inside 硬盘录像机). */
    excludes: z.array(word).max(SYNONYM_WORDS_MAX, M.tooMany).refine(unique, M.duplicate).default([]),
    enabled: z.boolean().default(true),
  })
  .refine((g) => !g.excludes.some((x) => g.words.includes(x)), { message: M.excludedIsWord, path: ['excludes'] });
export type SynonymSave = z.input<typeof synonymSaveSchema>;

export const synonymGroupSchema = z.object({
  id: z.number(),
  words: z.array(z.string()),
  excludes: z.array(z.string()),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type SynonymGroupRow = z.infer<typeof synonymGroupSchema>;

export const searchCategoryQuerySchema = z.object({ keyword: keywordSchema });

/** The category a typed word names: the search box offers 「在「name」分类中查看」 first. */
export const searchCategorySchema = z
  .object({ id: z.number(), name: z.string(), parentId: z.number().nullable() })
  .nullable();
export type SearchCategory = z.infer<typeof searchCategorySchema>;

/** What a keyword was searched as (issue 57): the search page's 「已为您显示…」 line and its way out of nothing. */
export const searchUnderstandQuerySchema = z.object({
  keyword: keywordSchema,
  literal: z
    .enum(['1', ''])
    .optional()
    .transform((v) => v === '1'),
});
export const searchUnderstandSchema = z.object({
  keyword: z.string(),
  /** The forgiven keyword the page shows, null when the literal one was searched. */
  searchedFor: z.string().nullable(),
  /** Families the page holds (the forgiven keyword's included). */
  total: z.number(),
  didYouMean: z.array(z.string()),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  models: z.array(z.string()),
  hotWords: z.array(z.string()),
});
export type SearchUnderstanding = z.infer<typeof searchUnderstandSchema>;

/** The search box's suggestions as one types (words, their pinyin and initials). */
export const searchSuggestSchema = z.array(
  z.object({ word: z.string(), kind: z.enum(['category', 'synonym', 'hot', 'name']) }),
);

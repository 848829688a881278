/** Endpoints of search words served by the catalogue module: the category suggestion, the staff's synonyms. */
import { z } from 'zod';
import { CATALOGUE_SEARCH_ROUTES } from '../routes/catalogue-search.ts';
import {
  hotWordRowSchema,
  hotWordSaveSchema,
  searchCategoryQuerySchema,
  searchCategorySchema,
  searchSuggestSchema,
  searchUnderstandQuerySchema,
  searchUnderstandSchema,
  synonymGroupSchema,
  synonymSaveSchema,
} from '../../catalogue/index.ts';
import { endpoint } from '../../core/index.ts';

export const CATALOGUE_SEARCH_ENDPOINTS = {
  searchCategory: endpoint({
    ...CATALOGUE_SEARCH_ROUTES.searchCategory,
    query: searchCategoryQuerySchema,
    data: searchCategorySchema,
  }),
  searchUnderstand: endpoint({
    ...CATALOGUE_SEARCH_ROUTES.searchUnderstand,
    query: searchUnderstandQuerySchema,
    data: searchUnderstandSchema,
  }),
  searchSuggest: endpoint({
    ...CATALOGUE_SEARCH_ROUTES.searchSuggest,
    query: searchCategoryQuerySchema,
    data: searchSuggestSchema,
  }),
  manageSynonyms: endpoint({ ...CATALOGUE_SEARCH_ROUTES.manageSynonyms, data: z.array(synonymGroupSchema) }),
  manageSaveSynonym: endpoint({
    ...CATALOGUE_SEARCH_ROUTES.manageSaveSynonym,
    body: synonymSaveSchema,
    data: z.object({ id: z.number() }),
  }),
  manageHotWords: endpoint({ ...CATALOGUE_SEARCH_ROUTES.manageHotWords, data: z.array(hotWordRowSchema) }),
  manageSaveHotWord: endpoint({
    ...CATALOGUE_SEARCH_ROUTES.manageSaveHotWord,
    body: hotWordSaveSchema,
    data: z.object({ id: z.number() }),
  }),
};

/**
 * Routes of search words served by the catalogue module (issue 46): the search box's category suggestion, and the
 * synonym groups and the search hot words staff keep in catalogue maintenance (the 'staff' policy).
 */
import { API_PREFIX, reasonsOf, route } from '../../core/index.ts';
import { HOT_WORD_MESSAGES as H, SEARCH_SYNONYM_MESSAGES as S } from '../../catalogue/index.ts';

const OPEN = `${API_PREFIX}/open/v1`;
const MANAGE = `${API_PREFIX}/v1/catalogue/manage`;
const staff = { auth: 'user', policy: 'staff' } as const;

export const CATALOGUE_SEARCH_ROUTES = {
  searchCategory: route({
    id: 'CATALOGUE.searchCategory',
    method: 'GET',
    path: `${OPEN}/search/category`,
    auth: 'none',
  }),
  searchUnderstand: route({
    id: 'CATALOGUE.searchUnderstand',
    method: 'GET',
    path: `${OPEN}/search/understand`,
    auth: 'none',
  }),
  searchSuggest: route({ id: 'CATALOGUE.searchSuggest', method: 'GET', path: `${OPEN}/search/suggest`, auth: 'none' }),
  manageSynonyms: route({ id: 'CATALOGUE.manageSynonyms', method: 'GET', path: `${MANAGE}/synonyms`, ...staff }),
  manageSaveSynonym: route({
    id: 'CATALOGUE.manageSaveSynonym',
    method: 'POST',
    path: `${MANAGE}/synonym/save`,
    ...staff,
    refusals: reasonsOf(S, 'headTaken', 'notFound'),
  }),
  manageHotWords: route({ id: 'CATALOGUE.manageHotWords', method: 'GET', path: `${MANAGE}/hotWords`, ...staff }),
  manageSaveHotWord: route({
    id: 'CATALOGUE.manageSaveHotWord',
    method: 'POST',
    path: `${MANAGE}/hotWord/save`,
    ...staff,
    refusals: reasonsOf(H, 'wordTaken', 'notFound'),
  }),
};

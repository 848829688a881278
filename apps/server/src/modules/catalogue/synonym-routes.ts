/** Search words over HTTP (issue 46): the search box's category suggestion (open), the staff's synonyms and hot words. */
import { CATALOGUE_SEARCH_ENDPOINTS as E } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import * as h from './hot-words.ts';
import * as s from './synonyms.ts';
import { suggest, understand, warmForgiving } from './forgiving-search.ts';

const tags = ['商品维护（业务员）'];

export const synonymRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // The search's pinyin vocabulary made behind the start (issue 57), not by the first dealer who types.
  app.addHook('onReady', async () => {
    setImmediate(
      () => void warmForgiving(db).catch((err: unknown) => app.log.debug({ err }, '搜索拼音词表预热未完成')),
    );
  });
  route(
    app,
    E.searchCategory,
    { tags: ['商品'], summary: '输入的词对应的商品分类（搜索框的第一条建议）' },
    async (req) => s.searchCategory(db, req.query.keyword),
  );
  route(
    app,
    E.searchUnderstand,
    { tags: ['商品'], summary: '关键词按什么搜的（拼音、错字、英文）；无结果时的相近分类、热词与型号' },
    async (req) => understand(db, req.query.keyword, req.query.literal),
  );
  route(app, E.searchSuggest, { tags: ['商品'], summary: '搜索框输入建议（词、拼音、首字母）' }, async (req) =>
    suggest(db, req.query.keyword),
  );
  route(app, E.manageSynonyms, { tags, summary: '搜索同义词组（含停用）' }, async () => s.adminSynonyms(db));
  route(app, E.manageSaveSynonym, { tags, summary: '新建或修改搜索同义词组（第一个词为组名；排除词）' }, async (req) =>
    s.saveSynonym(db, { accountId: requireUser(req).accountId, ip: req.ip ?? null }, req.body),
  );
  route(app, E.manageHotWords, { tags, summary: '搜索热词（含停用）' }, async () => h.adminHotWords(db));
  route(
    app,
    E.manageSaveHotWord,
    { tags, summary: '新建或修改搜索热词（热门标记、搜索或站内链接、排序）' },
    async (req) => h.saveHotWord(db, { accountId: requireUser(req).accountId, ip: req.ip ?? null }, req.body),
  );
};

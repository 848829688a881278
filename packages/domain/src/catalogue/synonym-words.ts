/** The words and limits of the staff's search synonyms (issue 46), free of zod (the routes and pages import them). */
import { messages } from '../core/index.ts';

export const SYNONYM_WORD_MAX = 20;
export const SYNONYM_WORDS_MAX = 20;

export const SEARCH_SYNONYM_MESSAGES = messages('SEARCH_SYNONYM', {
  wordRequired: '同义词不能为空',
  wordTooLong: `每个词不能超过${SYNONYM_WORD_MAX}个字符`,
  wordHasSpace: '词中不能有空格',
  tooFew: '一组同义词至少要有两个词',
  tooMany: `一组最多${SYNONYM_WORDS_MAX}个词`,
  duplicate: '同一组里有重复的词',
  excludedIsWord: '排除的词不能同时是这组的同义词',
  headTaken: '已有以该词开头的同义词组',
  notFound: '同义词组不存在',
  badId: '同义词组编号不正确',
});

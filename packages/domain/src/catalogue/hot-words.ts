/** Search hot words kept by staff (issue 45 §4): their limits, refusals and link kinds (schemas in hot-word-contract.ts). */
import { messages } from '../core/index.ts';

export const HOT_WORD_MAX = 20;

export const HOT_WORD_MESSAGES = messages('HOT_WORD', {
  wordRequired: '请输入热词',
  wordTooLong: `热词不能超过${HOT_WORD_MAX}个字符`,
  linkRule: '链接须为站内地址，以 / 开头',
  linkRequired: '跳转链接的热词请填写链接',
  sortRule: '排序为 0 到 9999 的整数',
  wordTaken: '该热词已存在',
  notFound: '热词不存在',
  badId: '热词编号不正确',
});

/** linkType: 0 searches the word, 1 opens linkUrl (a page of this site). */
export const HotWordLink = { search: 0, url: 1 } as const;

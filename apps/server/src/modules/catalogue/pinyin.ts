/**
 * Syllables of Chinese text (issue 57) through the npm library pinyin-pro, loaded on first use (its dictionary costs
 * ≈ 260 ms and ≈ 28 MB at import: not paid at start, only by the first search that needs pinyin), with the trade's
 * polyphones fixed by the domain's TRADE_PINYIN (长焦 chang, 调焦 tiao, 解码器 jie …).
 */
import { TRADE_PINYIN } from '@portal/domain';

type Pinyin = (text: string) => string[];

let loading: Promise<Pinyin> | null = null;
const KEPT_MAX = 50_000;

/** The converter: one syllable per character (other characters as they are), lower case, no tones, ü as v. */
export function pinyinOf(): Promise<Pinyin> {
  loading ??= import('pinyin-pro').then(({ pinyin, customPinyin }) => {
    customPinyin({ ...TRADE_PINYIN });
    // Kept per text (family names stay across catalogue changes: a rebuilt vocabulary converts only new ones).
    const kept = new Map<string, string[]>();
    // Each syllable held once (about 400 of them; tens of thousands of names at ten times the demo catalogue).
    const syllables = new Map<string, string>();
    const one = (s: string) => {
      const had = syllables.get(s);
      if (had !== undefined) return had;
      syllables.set(s, s);
      return s;
    };
    return (text: string) => {
      let out = kept.get(text);
      if (!out) {
        out = pinyin(text, { toneType: 'none', type: 'array', v: true }).map((s) =>
          one(s.toLowerCase().replace(/ü/g, 'v')),
        );
        if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
        kept.set(text, out);
      }
      return out;
    };
  });
  return loading;
}

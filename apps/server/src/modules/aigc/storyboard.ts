/**
 * The storyboard of a saved script (the video-script stream), by rule: one shot per sentence, the picture of the
 * model the sentence names (else the one being talked about, the first for the opening), as long as the sentence
 * takes to read (four characters a second, at least two seconds).
 */
import { AIGC_CAPTION_MAX, AIGC_CHARS_PER_SECOND, AIGC_SHOT_SECONDS, AIGC_SHOTS_MAX, type AigcShot } from '@portal/domain';
import type { ProductFacts } from './writer.ts';

/** Sentences of at most the caption's length (a long one is cut at its commas, then hard). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n+|(?<=[。！？!?])/)) {
    let s = raw.trim();
    while ([...s].length > AIGC_CAPTION_MAX) {
      const chars = [...s];
      const head = chars.slice(0, AIGC_CAPTION_MAX).join('');
      const cut = Math.max(head.lastIndexOf('，'), head.lastIndexOf('、'), head.lastIndexOf(','));
      const n = cut > 8 ? [...head.slice(0, cut + 1)].length : AIGC_CAPTION_MAX;
      out.push(chars.slice(0, n).join(''));
      s = chars.slice(n).join('').trim();
    }
    if (s) out.push(s);
  }
  return out;
}

export function storyboard(content: string, products: ProductFacts[]): AigcShot[] {
  let current = products[0] ?? null;
  const shots: AigcShot[] = [];
  for (const line of sentences(content)) {
    const named = products.find((p) => line.includes(p.model) || line.includes(p.name));
    if (named) current = named;
    const seconds = Math.min(AIGC_SHOT_SECONDS.max, Math.max(2, Math.ceil([...line].length / AIGC_CHARS_PER_SECOND)));
    shots.push({ skuNo: current?.skuNo ?? null, picUrl: current?.picUrl ?? null, caption: line, seconds });
  }
  // Too many sentences: neighbours of the same picture are joined until it fits.
  while (shots.length > AIGC_SHOTS_MAX) {
    let i = shots.findIndex((s, k) => k > 0 && s.skuNo === shots[k - 1]!.skuNo && [...(shots[k - 1]!.caption + s.caption)].length <= AIGC_CAPTION_MAX);
    if (i < 0) i = shots.length - 1;
    const prev = shots[i - 1]!;
    const joined = [...(prev.caption + shots[i]!.caption)].slice(0, AIGC_CAPTION_MAX).join('');
    shots.splice(i - 1, 2, { ...prev, caption: joined, seconds: Math.min(AIGC_SHOT_SECONDS.max, prev.seconds + shots[i]!.seconds) });
  }
  return shots;
}

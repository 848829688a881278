/**
 * The storyboard of a script, by rule: one shot per sentence showing the product the sentence is about (the one it
 * names by its whole model number or full name, else the one last named, the first for the opening), named on the
 * shot; then fitted to the chosen length: neighbours of one product merged while there are more shots than allowed,
 * the least needed sentences trimmed while the words cannot be read in that time, and whole seconds shared by the
 * words each shot reads so the shots add up to the length exactly.
 */
import { AIGC_CAPTION_MAX, AIGC_CHARS_PER_SECOND, AIGC_SHOT_SECONDS, AIGC_SHOTS_MAX } from './aigc.ts';
import { productMentions, type AigcFactProduct } from './facts.ts';
import type { AigcShot } from './stream.ts';

/** The fastest a caption may be read aloud (characters a second) before sentences are trimmed. */
export const AIGC_READ_MAX_PER_SECOND = AIGC_CHARS_PER_SECOND * 1.25;

const len = (s: string) => [...s].length;

/** Sentences of at most the caption's length (a long one is cut at its commas, then hard). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n+|(?<=[。！？!?])/)) {
    let s = raw.trim();
    while (len(s) > AIGC_CAPTION_MAX) {
      const chars = [...s];
      const head = chars.slice(0, AIGC_CAPTION_MAX).join('');
      const cut = Math.max(head.lastIndexOf('，'), head.lastIndexOf('、'), head.lastIndexOf(','));
      const n = cut > 8 ? len(head.slice(0, cut + 1)) : AIGC_CAPTION_MAX;
      out.push(chars.slice(0, n).join(''));
      s = chars.slice(n).join('').trim();
    }
    if (s) out.push(s);
  }
  return out;
}

interface Draft {
  caption: string;
  product: AigcFactProduct | null;
  /** It names its product (the shot introducing it is kept when trimming). */
  names: boolean;
}

/** Whole seconds for each shot, in [min, max], proportional to its words, adding up to `total`. */
export function shareSeconds(weights: readonly number[], total: number): number[] {
  const n = weights.length;
  const out = weights.map(() => AIGC_SHOT_SECONDS.min);
  const sum = weights.reduce((a, b) => a + Math.max(1, b), 0);
  let left = total - n * AIGC_SHOT_SECONDS.min;
  while (left > 0) {
    let best = -1;
    let bestGap = -Infinity;
    for (let i = 0; i < n; i++) {
      if (out[i]! >= AIGC_SHOT_SECONDS.max) continue;
      const gap = (total * Math.max(1, weights[i]!)) / sum - out[i]!;
      if (gap > bestGap) {
        best = i;
        bestGap = gap;
      }
    }
    if (best < 0) break;
    out[best]!++;
    left--;
  }
  return out;
}

/** The shot of a draft: its product's picture, number and name. */
const shotOf = (d: Draft, seconds: number): AigcShot => ({
  skuNo: d.product?.skuNo ?? null,
  picUrl: d.product?.picUrl ?? null,
  model: d.product?.model ?? null,
  productName: d.product?.name ?? null,
  caption: d.caption,
  seconds,
});

export function storyboardOf(text: string, products: readonly AigcFactProduct[], lengthSeconds: number): AigcShot[] {
  let current = products[0] ?? null;
  let drafts: Draft[] = sentencesOf(text).map((caption) => {
    const named = productMentions(caption, products);
    if (named.length) current = named[0]!.product;
    return { caption, product: current, names: named.length > 0 };
  });
  if (!drafts.length) drafts = products.slice(0, 1).map((pr) => ({ caption: pr.name, product: pr, names: true }));
  const most = Math.min(AIGC_SHOTS_MAX, Math.floor(lengthSeconds / AIGC_SHOT_SECONDS.min));
  // Merged: neighbours showing one product, the shortest pair first, while there are too many shots.
  while (drafts.length > most) {
    let best = -1;
    for (let i = 1; i < drafts.length; i++) {
      const a = drafts[i - 1]!;
      const b = drafts[i]!;
      if (a.product !== b.product || len(a.caption + b.caption) > AIGC_CAPTION_MAX) continue;
      if (best < 0 || len(a.caption + b.caption) < len(drafts[best - 1]!.caption + drafts[best]!.caption)) best = i;
    }
    if (best < 0) break;
    const [a, b] = [drafts[best - 1]!, drafts[best]!];
    drafts.splice(best - 1, 2, { caption: a.caption + b.caption, product: a.product, names: a.names || b.names });
  }
  // Trimmed: while too many shots or too many words for the length, a sentence that introduces no product (the last
  // such before the closing), else the last one.
  const words = () => drafts.reduce((s, d) => s + len(d.caption), 0);
  while (drafts.length > 1 && (drafts.length > most || words() > lengthSeconds * AIGC_READ_MAX_PER_SECOND)) {
    let drop = -1;
    for (let i = drafts.length - 2; i >= 1 && drop < 0; i--) if (!drafts[i]!.names) drop = i;
    if (drop < 0) for (let i = drafts.length - 1; i >= 1 && drop < 0; i--) if (!drafts[i]!.names) drop = i;
    drafts.splice(drop < 0 ? drafts.length - 1 : drop, 1);
  }
  // Split: too few shots to fill the length at the longest shot, the longest caption at a comma (else its middle).
  while (drafts.length * AIGC_SHOT_SECONDS.max < lengthSeconds) {
    const i = drafts.reduce((b, d, k) => (len(d.caption) > len(drafts[b]!.caption) ? k : b), 0);
    const chars = [...drafts[i]!.caption];
    if (chars.length < 2) {
      drafts.push({ ...drafts.at(-1)!, caption: drafts.at(-1)!.product?.name ?? '' });
      continue;
    }
    const head = chars.join('');
    const comma = Math.max(head.lastIndexOf('，', Math.floor(head.length * 0.75)), -1);
    const at = comma > 0 ? len(head.slice(0, comma + 1)) : Math.floor(chars.length / 2);
    drafts.splice(
      i,
      1,
      { ...drafts[i]!, caption: chars.slice(0, at).join('') },
      { ...drafts[i]!, caption: chars.slice(at).join(''), names: false },
    );
  }
  const seconds = shareSeconds(
    drafts.map((d) => len(d.caption)),
    lengthSeconds,
  );
  return drafts.map((d, i) => shotOf(d, seconds[i]!));
}

/** What is wrong with a storyboard against the rules (none: it may be shown); the writer's rule test reads it. */
export function storyboardIssues(
  shots: readonly AigcShot[],
  products: readonly AigcFactProduct[],
  lengthSeconds: number,
): string[] {
  const out: string[] = [];
  const total = shots.reduce((s, x) => s + x.seconds, 0);
  if (Math.abs(total - lengthSeconds) > 1) out.push(`合计${total}秒，所选${lengthSeconds}秒`);
  if (shots.length > AIGC_SHOTS_MAX) out.push(`${shots.length}个镜头`);
  for (const [i, s] of shots.entries()) {
    if (s.seconds < AIGC_SHOT_SECONDS.min || s.seconds > AIGC_SHOT_SECONDS.max)
      out.push(`第${i + 1}个镜头${s.seconds}秒`);
    if (len(s.caption) > AIGC_CAPTION_MAX) out.push(`第${i + 1}个镜头字幕过长`);
    const pr = products.find((x) => x.skuNo === s.skuNo);
    if (!pr) out.push(`第${i + 1}个镜头没有产品`);
    else if (s.model !== pr.model || s.productName !== pr.name) out.push(`第${i + 1}个镜头的产品名称或型号不符`);
    const named = productMentions(s.caption, products).map((m) => m.product);
    if (named.length && pr && named[0] !== pr)
      out.push(`第${i + 1}个镜头讲的是${named[0]!.model}，显示的是${pr.model}`);
  }
  return out;
}

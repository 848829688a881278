/**
 * Editing a video's storyboard before it is rendered (and when a video is edited): reorder, retime, recaption,
 * remove and add shots, and the total against the chosen length. Pure functions of the shot list: each answers a new
 * list and leaves its argument alone; the limits are the domain's (the server checks them again).
 */
import {
  AIGC_CAPTION_MAX,
  AIGC_SHOT_SECONDS,
  AIGC_SHOTS_MAX,
  aigcVideoEditBodySchema,
  type AigcShot,
} from '@portal/domain';

/** Seconds move in half seconds. */
export const SHOT_SECONDS_STEP = 0.5;
/** A new shot's seconds. */
export const NEW_SHOT_SECONDS = 3;

/** Seconds within the domain's limits, to the half second (a value that is not a number keeps `fallback`). */
export function clampSeconds(seconds: number, fallback: number = AIGC_SHOT_SECONDS.min): number {
  if (!Number.isFinite(seconds)) return fallback;
  const stepped = Math.round(seconds / SHOT_SECONDS_STEP) * SHOT_SECONDS_STEP;
  return Math.min(AIGC_SHOT_SECONDS.max, Math.max(AIGC_SHOT_SECONDS.min, stepped));
}

/** The shot at `from` moved to `to` (both clamped to the list). */
export function moveShot(shots: readonly AigcShot[], from: number, to: number): AigcShot[] {
  const out = [...shots];
  if (from < 0 || from >= out.length) return out;
  const target = Math.min(out.length - 1, Math.max(0, to));
  const [shot] = out.splice(from, 1);
  out.splice(target, 0, shot!);
  return out;
}

export function retimeShot(shots: readonly AigcShot[], i: number, seconds: number): AigcShot[] {
  return shots.map((s, k) => (k === i ? { ...s, seconds: clampSeconds(seconds, s.seconds) } : s));
}

/** A caption is one line of at most AIGC_CAPTION_MAX characters (counted as the server counts them). */
export function recaptionShot(shots: readonly AigcShot[], i: number, caption: string): AigcShot[] {
  const line = [...caption.replace(/\s*\n\s*/g, ' ')].slice(0, AIGC_CAPTION_MAX).join('');
  return shots.map((s, k) => (k === i ? { ...s, caption: line } : s));
}

/** Without the shot at `i`; the last shot stays (a storyboard has at least one). */
export function removeShot(shots: readonly AigcShot[], i: number): AigcShot[] {
  if (shots.length <= 1 || i < 0 || i >= shots.length) return [...shots];
  return shots.filter((_, k) => k !== i);
}

/** A new shot after `after` showing the same product's picture, caption empty; none past AIGC_SHOTS_MAX. */
export function addShot(shots: readonly AigcShot[], after: number): AigcShot[] {
  if (shots.length >= AIGC_SHOTS_MAX) return [...shots];
  const at = Math.min(shots.length - 1, Math.max(-1, after));
  const like = shots[at] ?? shots[0];
  const shot: AigcShot = {
    skuNo: like?.skuNo ?? null,
    picUrl: like?.picUrl ?? null,
    model: like?.model ?? null,
    productName: like?.productName ?? null,
    caption: '',
    seconds: NEW_SHOT_SECONDS,
  };
  const out = [...shots];
  out.splice(at + 1, 0, shot);
  return out;
}

export const totalSeconds = (shots: readonly AigcShot[]) => shots.reduce((sum, s) => sum + s.seconds, 0);

/** How the total stands against the chosen length: within a tenth of that length either way, it fits. */
export function lengthVerdict(total: number, chosen: number): { state: 'short' | 'fits' | 'long'; text: string } {
  const diff = Math.round((total - chosen) * 10) / 10;
  const head = `合计 ${total} 秒 / 所选时长 ${chosen} 秒`;
  if (Math.abs(diff) <= chosen * 0.1) return { state: 'fits', text: `${head}（时长合适）` };
  return diff > 0
    ? { state: 'long', text: `${head}（超出 ${diff} 秒）` }
    : { state: 'short', text: `${head}（还差 ${-diff} 秒）` };
}

/** What the server would refuse in these shots (its own schema), in its words; null when they may be sent. */
export function storyboardProblem(shots: readonly AigcShot[]): string | null {
  const r = aigcVideoEditBodySchema.shape.shots.safeParse(shots);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

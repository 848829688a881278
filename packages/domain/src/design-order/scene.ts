/**
 * Editing a design order's lines against its scene and its survey points (part 2 §7, §8).
 *
 * An order of the survey kind has a scene; the survey places the order's products at points in it. A line may
 * not lose units that are placed at points: lowering its quantity below the number placed, or removing it while
 * points hold it, is refused with code 1 and one of two messages asking the user to remove them in the scene
 * first — and the list puts the quantity back to what it was.
 *
 * updateDesignProduct carries queryType (1 = edited from the scene: every line names the scene, which must be
 * the order's; 0 = the order's list) and removeDesignProduct carries deleteType (1 = removed from the scene,
 * with its sceneId) — the server checks both against the order and checks the points whatever they say.
 */
import { BUY_QUANTITY_MAX } from '../buying/index.ts';
import { messages, refusal, type Refusal } from '../core/index.ts';

export const QueryType = { order: 0, scene: 1 } as const;
export const DeleteType = { order: 0, scene: 1 } as const;

export const SCENE_MESSAGES = messages('SCENE', {
  /** The two wordings of the code-1 refusal (part 2 §8). */
  placedRemove: '该产品已在点位中布设，请先在场景中移除',
  placedQuantity: (placed: number) => `该产品已有${placed}个布设在点位中，数量不能少于${placed}，请先在场景中移除`,
  sceneRequired: '请指定场景',
  sceneMismatch: '场景与设计单不一致，请刷新后重试',
  noScene: '该设计单没有场景',
  removeWhat: '请先选择要从场景中移除的产品',
  tenantMismatch: '产品归属不一致，请刷新后重试',
});

/** A verdict: yes, or the refusal (one of the reasons R: what the entries that run the check must list). */
export type Check<R extends string = string> = { ok: true } | { ok: false; refusal: Refusal<R> };
type PlacedReason = 'SCENE.placedRemove' | 'SCENE.placedQuantity';

/** A line's new quantity against the units placed at points. */
export function checkPlaced(quantity: number, placed: number): Check<PlacedReason> {
  if (placed <= 0 || quantity >= placed) return { ok: true };
  return {
    ok: false,
    refusal:
      quantity <= 0
        ? refusal(SCENE_MESSAGES, 'placedRemove')
        : refusal(SCENE_MESSAGES, 'placedQuantity', SCENE_MESSAGES.placedQuantity(placed)),
  };
}

/**
 * The scene parameters of an edit: with queryType/deleteType 1 the edit names a scene, which must be the
 * order's; with 0 any scene named must still be the order's (without a type only that: sceneMismatch).
 */
export function checkScene(
  orderSceneId: number | null,
  type: undefined,
  sceneIds: readonly (number | null | undefined)[],
): Check<'SCENE.sceneMismatch'>;
export function checkScene(
  orderSceneId: number | null,
  type: number | undefined,
  sceneIds: readonly (number | null | undefined)[],
): Check<'SCENE.noScene' | 'SCENE.sceneRequired' | 'SCENE.sceneMismatch'>;
export function checkScene(
  orderSceneId: number | null,
  type: number | undefined,
  sceneIds: readonly (number | null | undefined)[],
): Check<'SCENE.noScene' | 'SCENE.sceneRequired' | 'SCENE.sceneMismatch'> {
  const named = sceneIds.filter((s): s is number => s !== null && s !== undefined);
  if (type === QueryType.scene) {
    if (orderSceneId === null) return { ok: false, refusal: refusal(SCENE_MESSAGES, 'noScene') };
    if (!sceneIds.length || named.length !== sceneIds.length)
      return { ok: false, refusal: refusal(SCENE_MESSAGES, 'sceneRequired') };
  }
  if (named.some((s) => s !== orderSceneId)) return { ok: false, refusal: refusal(SCENE_MESSAGES, 'sceneMismatch') };
  return { ok: true };
}

export type Removal =
  { kind: 'delete' } | { kind: 'reduce'; quantity: number } | { kind: 'refused'; refusal: Refusal<PlacedReason> };

/**
 * removeDesignProduct on one line: without a quantity (or with the whole quantity) the line goes; with fewer
 * units it is reduced. Units placed at points may not go.
 */
export function planRemoval(lineQuantity: number, removeQuantity: number | undefined | null, placed: number): Removal {
  const remove =
    removeQuantity === undefined || removeQuantity === null
      ? lineQuantity
      : Math.min(Math.max(0, removeQuantity), lineQuantity);
  const left = lineQuantity - remove;
  const c = checkPlaced(left, placed);
  if (!c.ok) return { kind: 'refused', refusal: c.refusal };
  if (left <= 0) return { kind: 'delete' };
  return { kind: 'reduce', quantity: Math.min(left, BUY_QUANTITY_MAX) };
}

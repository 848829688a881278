/**
 * Every editing intent on a plan is a pure action: state in, state out, and whether it enters the undo
 * history (Excalidraw's shape). The editor's React layer only dispatches; the history lives here too.
 */
import { type Calibration, calibrate } from './calibration.ts';
import { type Door, insideImage, PLAN_MESSAGES, type PlanDocument, type Wall, type WallMaterial } from './document.ts';
import { refusal, type Refusal } from '../core/index.ts';
import type { ImagePoint } from './units.ts';
import { type Trunking, TRUNKING_HEIGHT_MM, CABINET_HEIGHT_MM, type Well, WIRING_LIMITS } from './wiring-doc.ts';

export interface ActionResult {
  plan: PlanDocument;
  /** Whether the change is recorded for undo (a drag's intermediate steps are not). */
  history: boolean;
  /** Set when the action was refused: the plan is unchanged. */
  refusal?: Refusal;
}

const refuse = (plan: PlanDocument, why: Refusal): ActionResult => ({ plan, history: false, refusal: why });
const planNo = (key: 'outside' | 'tooMany' | 'zeroLength' | 'elementNotFound' | 'trunkingPoints') =>
  refusal(PLAN_MESSAGES, key);
const done = (plan: PlanDocument, history = true): ActionResult => ({ plan, history });

export type PlanAction =
  | { type: 'calibrate'; a: ImagePoint; b: ImagePoint; realMm: number }
  | { type: 'addWall'; id: string; a: ImagePoint; b: ImagePoint; thicknessMm?: number; material?: WallMaterial }
  | { type: 'addDoor'; id: string; a: ImagePoint; b: ImagePoint }
  | { type: 'moveElement'; id: string; dx: number; dy: number; commit: boolean }
  | { type: 'deleteElement'; id: string }
  | { type: 'rotate'; degrees: number }
  | { type: 'addWell'; id: string; at: ImagePoint; label?: string; cabinetHeightMm?: number }
  | { type: 'addTrunking'; id: string; points: ImagePoint[]; heightMm?: number };

export function applyAction(plan: PlanDocument, action: PlanAction): ActionResult {
  switch (action.type) {
    case 'calibrate': {
      if (!insideImage(plan, action.a) || !insideImage(plan, action.b)) return refuse(plan, planNo('outside'));
      const c = calibrate(action.a, action.b, action.realMm);
      if (!c.ok) return refuse(plan, c.refusal);
      return done({ ...plan, calibration: c.calibration satisfies Calibration });
    }
    case 'addWall':
    case 'addDoor': {
      if (!insideImage(plan, action.a) || !insideImage(plan, action.b)) return refuse(plan, planNo('outside'));
      if (action.a.x === action.b.x && action.a.y === action.b.y) return refuse(plan, planNo('zeroLength'));
      if (action.type === 'addDoor') {
        const door: Door = { id: action.id, a: action.a, b: action.b };
        return done({ ...plan, doors: [...plan.doors, door] });
      }
      const wall: Wall = {
        id: action.id,
        a: action.a,
        b: action.b,
        thicknessMm: action.thicknessMm ?? 240,
        material: action.material ?? 'brick',
      };
      return done({ ...plan, walls: [...plan.walls, wall] });
    }
    case 'moveElement': {
      const shift = <T extends Wall | Door>(s: T): T =>
        s.id !== action.id
          ? s
          : {
              ...s,
              a: { x: s.a.x + action.dx, y: s.a.y + action.dy } as ImagePoint,
              b: { x: s.b.x + action.dx, y: s.b.y + action.dy } as ImagePoint,
            };
      const next = { ...plan, walls: plan.walls.map(shift), doors: plan.doors.map(shift) };
      const moved = [...next.walls, ...next.doors].find((s) => s.id === action.id);
      if (!moved) return refuse(plan, planNo('elementNotFound'));
      if (!insideImage(next, moved.a) || !insideImage(next, moved.b)) return refuse(plan, planNo('outside'));
      return done(next, action.commit);
    }
    case 'deleteElement': {
      const walls = plan.walls.filter((w) => w.id !== action.id);
      const doors = plan.doors.filter((d) => d.id !== action.id);
      const wells = plan.wells.filter((w) => w.id !== action.id);
      const trunking = plan.trunking.filter((t) => t.id !== action.id);
      const removed =
        plan.walls.length +
        plan.doors.length +
        plan.wells.length +
        plan.trunking.length -
        (walls.length + doors.length + wells.length + trunking.length);
      if (!removed) return refuse(plan, planNo('elementNotFound'));
      return done({ ...plan, walls, doors, wells, trunking });
    }
    case 'addWell': {
      if (!insideImage(plan, action.at)) return refuse(plan, planNo('outside'));
      if (plan.wells.length >= WIRING_LIMITS.wells) return refuse(plan, planNo('tooMany'));
      const well: Well = {
        id: action.id,
        at: action.at,
        label: action.label ?? `弱电井${plan.wells.length + 1}`,
        cabinetHeightMm: action.cabinetHeightMm ?? CABINET_HEIGHT_MM,
      };
      return done({ ...plan, wells: [...plan.wells, well] });
    }
    case 'addTrunking': {
      if (action.points.length < 2 || action.points.length > WIRING_LIMITS.trunkingPoints)
        return refuse(plan, planNo('trunkingPoints'));
      if (!action.points.every((p) => insideImage(plan, p))) return refuse(plan, planNo('outside'));
      if (plan.trunking.length >= WIRING_LIMITS.trunking) return refuse(plan, planNo('tooMany'));
      const t: Trunking = { id: action.id, points: action.points, heightMm: action.heightMm ?? TRUNKING_HEIGHT_MM };
      return done({ ...plan, trunking: [...plan.trunking, t] });
    }
    case 'rotate':
      return done({ ...plan, horizontalAngle: (((plan.horizontalAngle + action.degrees) % 360) + 360) % 360 });
  }
}

/** Undo history: past states, the present, future states (after an undo). */
export interface History {
  past: PlanDocument[];
  present: PlanDocument;
  future: PlanDocument[];
  /** The state before an uncommitted run of actions (a drag), recorded when it commits. */
  pending: PlanDocument | null;
}

export const HISTORY_LIMIT = 100;

export const startHistory = (plan: PlanDocument): History => ({ past: [], present: plan, future: [], pending: null });

export function dispatch(h: History, action: PlanAction): { history: History; refusal?: Refusal } {
  const r = applyAction(h.present, action);
  if (r.refusal) return { history: h, refusal: r.refusal };
  if (!r.history) return { history: { ...h, present: r.plan, pending: h.pending ?? h.present } };
  const before = h.pending ?? h.present;
  return {
    history: { past: [...h.past, before].slice(-HISTORY_LIMIT), present: r.plan, future: [], pending: null },
  };
}

export function undo(h: History): History {
  const prev = h.past[h.past.length - 1];
  if (!prev) return h;
  return { past: h.past.slice(0, -1), present: prev, future: [h.present, ...h.future], pending: null };
}

export function redo(h: History): History {
  const next = h.future[0];
  if (!next) return h;
  return { past: [...h.past, h.present], present: next, future: h.future.slice(1), pending: null };
}

/** What an action did, in the surveyor's words (a conflict names the edits it could not keep). */
export function describeAction(action: PlanAction): string {
  switch (action.type) {
    case 'calibrate':
      return '标定比例尺';
    case 'addWall':
      return '添加墙体';
    case 'addDoor':
      return '添加门';
    case 'moveElement':
      return `移动元素 ${action.id}`;
    case 'deleteElement':
      return `删除元素 ${action.id}`;
    case 'rotate':
      return '旋转平面图';
    case 'addWell':
      return `放置弱电井${action.label ? ` ${action.label}` : ''}`;
    case 'addTrunking':
      return '添加线槽';
  }
}

/**
 * The user's unsaved actions re-applied on a plan saved elsewhere meanwhile (a stale save's rebase): each action
 * that still applies is kept, in order; each one the newer plan refuses (its element deleted there) is named.
 */
export function replayActions(
  plan: PlanDocument,
  actions: readonly PlanAction[],
): { plan: PlanDocument; kept: PlanAction[]; refused: { action: PlanAction; refusal: Refusal }[] } {
  const kept: PlanAction[] = [];
  const refused: { action: PlanAction; refusal: Refusal }[] = [];
  let at = plan;
  for (const action of actions) {
    const r = applyAction(at, action);
    if (r.refusal) refused.push({ action, refusal: r.refusal });
    else {
      at = r.plan;
      kept.push(action);
    }
  }
  return { plan: at, kept, refused };
}

/**
 * The cable/construction tip of Screen A and its quick-add (part 2 §3 remind data, §6).
 *
 * The remind data flags a list without cable consumables (cable 0) or without installation/construction fees
 * (construction 0); the tip then asks whether to add them, and quick-add puts the reminded lines in the list:
 * network cable by the box for the list's device points (50 m a point), and the account's own construction-fee
 * product, one per point when it is priced per point.
 */
import { BUY_QUANTITY_MAX } from '../buying/index.ts';
import { messages } from '../core/index.ts';

export const REMIND_MESSAGES = messages('REMIND', {
  noConstruction: '暂无安装施工费产品，请先新建自定义产品（如“安装调试服务(每点位)”）',
  noCable: '暂无可添加的网线产品',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const REMIND_WORDS = {
  tip: '是否需要添加安装施工费及线材辅料？',
  added: (names: string[]) => `已添加：${names.join('、')}`,
} as const;

export const CABLE_RE = /网线|线缆|电源线|光纤|线材|穿线管/;
export const CONSTRUCTION_RE = /安装|施工|调试|工程/;
/** First-level categories whose products take a point (and a cable run) of their own. */
export const POINT_CATEGORIES = ['网络摄像机', '门禁', '可视对讲', '报警', '客流统计', '广播', '停车场'] as const;
/** Cable run allowed per point, in metres. */
export const CABLE_M_PER_POINT = 50;
/** A cable box without a stated length is taken as the usual 305 m. */
export const CABLE_BOX_M_DEFAULT = 305;

export interface RemindLine {
  productCategory: string | null;
  spuName: string;
  productName: string;
  quantity: number;
}

const textOf = (l: RemindLine) => `${l.productCategory ?? ''} ${l.spuName} ${l.productName}`;

/** The remind data: 0 when the list lacks cable consumables (cable) or construction fees (construction). */
export function remindOf(lines: readonly RemindLine[]): { cable: number; construction: number } {
  return {
    cable: lines.some((l) => CABLE_RE.test(textOf(l))) ? 1 : 0,
    construction: lines.some((l) => CONSTRUCTION_RE.test(textOf(l))) ? 1 : 0,
  };
}

/** Device points of the list: units of products whose first category takes a point; at least 1. */
export function pointsOf(lines: readonly RemindLine[]): number {
  const n = lines
    .filter((l) => POINT_CATEGORIES.some((c) => (l.productCategory ?? '').split(' > ')[0] === c))
    .reduce((s, l) => s + l.quantity, 0);
  return Math.max(1, n);
}

export interface CableCandidate {
  skuNo: string;
  spuNo: string;
  name: string;
  priceFen: number | null;
  attrs: Record<string, unknown>;
}

export interface FeeCandidate {
  skuNo: string;
  spuNo: string;
  name: string;
  category: string | null;
}

export interface QuickAddLine {
  skuNo: string;
  spuNo: string;
  name: string;
  quantity: number;
  reason: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/** The cable to add: a Cat5e copper box if there is one, else any boxed cable; the cheapest of them. */
export function chooseCable(candidates: readonly CableCandidate[]): CableCandidate | null {
  const boxed = candidates.filter((c) => num(c.attrs.lengthM) !== null);
  const pool = boxed.length ? boxed : candidates;
  const preferred = pool.filter(
    (c) => c.attrs.cableType === '超五类' && String(c.attrs.conductor ?? '').includes('无氧铜'),
  );
  const list = preferred.length ? preferred : pool;
  return [...list].sort((a, b) => (a.priceFen ?? Infinity) - (b.priceFen ?? Infinity))[0] ?? null;
}

/** The construction fee to add: the account's own product named or classed as installation/construction. */
export function chooseFee(candidates: readonly FeeCandidate[]): FeeCandidate | null {
  const fees = candidates.filter((c) => CONSTRUCTION_RE.test(`${c.name} ${c.category ?? ''}`));
  return fees.find((c) => /每点位|每点|\/点/.test(c.name)) ?? fees[0] ?? null;
}

/**
 * What quick-add puts in the list for the remind data: cable boxes for the points (⌈points × 50 m ÷ box length⌉)
 * and the construction fee (per point when priced per point, else 1); what it cannot find is reported.
 */
export function quickAddPlan(
  remind: { cable: number; construction: number },
  lines: readonly RemindLine[],
  cables: readonly CableCandidate[],
  fees: readonly FeeCandidate[],
): { add: QuickAddLine[]; missing: ('cable' | 'construction')[] } {
  const points = pointsOf(lines);
  const add: QuickAddLine[] = [];
  const missing: ('cable' | 'construction')[] = [];
  if (remind.cable === 0) {
    const c = chooseCable(cables);
    if (!c) missing.push('cable');
    else {
      const box = num(c.attrs.lengthM) ?? CABLE_BOX_M_DEFAULT;
      const quantity = Math.min(BUY_QUANTITY_MAX, Math.max(1, Math.ceil((points * CABLE_M_PER_POINT) / box)));
      add.push({
        skuNo: c.skuNo,
        spuNo: c.spuNo,
        name: c.name,
        quantity,
        reason: `${points} 个点位 × ${CABLE_M_PER_POINT} 米 ÷ 每箱 ${box} 米`,
      });
    }
  }
  if (remind.construction === 0) {
    const f = chooseFee(fees);
    if (!f) missing.push('construction');
    else {
      const perPoint = /每点位|每点|\/点/.test(f.name);
      add.push({
        skuNo: f.skuNo,
        spuNo: f.spuNo,
        name: f.name,
        quantity: perPoint ? Math.min(BUY_QUANTITY_MAX, points) : 1,
        reason: perPoint ? `按 ${points} 个点位计费` : '按项目计一项',
      });
    }
  }
  return { add, missing };
}

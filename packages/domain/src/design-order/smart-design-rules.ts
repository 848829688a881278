/**
 * The smart design order's rules: from a scenario's answers and the catalogue's candidate models, the lines to buy with
 * their quantities and the reason for each. Units are in the names: M, Mm, W, VA, Min, M2.
 */
import {
  SCENARIOS,
  type RecommendedLine,
  type Scenario,
  type ScenarioKey,
  type SmartCandidate,
} from './smart-design.ts';
import { messages, refusal, type Refusal } from '../core/index.ts';

/** What the smart design refuses (no model meets the answers, or the answers miss something). */
export const SMART_DESIGN_MESSAGES = messages('SMART_DESIGN', {
  noLed: '暂无可推荐的LED显示屏',
  laneRequired: '请至少填写一条出入口车道',
  noParking: '暂无可推荐的停车场设备',
  noAccessGuard: '暂无可推荐的通道设备',
  noBroadcast: '暂无可推荐的广播设备',
  noUps: (minutes: number) => `没有后备${minutes}分钟的UPS，请减少后备时间或联系业务员定制电池组`,
  noAccessControl: '暂无可推荐的门禁设备',
  scenarioRequired: '请选择场景',
});

/** A scenario's recommendation, or the refusal of the rule that could not make one. */
export type SmartRecommendation =
  | { ok: true; lines: RecommendedLine[]; notes: string[] }
  | { ok: false; refusal: Refusal<`SMART_DESIGN.${keyof typeof SMART_DESIGN_MESSAGES & string}`> };
const SM = SMART_DESIGN_MESSAGES;

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const price = (c: SmartCandidate) => c.priceFen ?? Number.MAX_SAFE_INTEGER;
const cheapest = (cs: SmartCandidate[]) =>
  [...cs].sort((a, b) => price(a) - price(b) || a.skuNo.localeCompare(b.skuNo))[0];
const line = (c: SmartCandidate, quantity: number, reason: string): RecommendedLine => ({
  spuNo: c.spuNo,
  skuNo: c.skuNo,
  name: c.name,
  model: c.model,
  category: c.category,
  priceFen: c.priceFen,
  skuType: c.skuType,
  quantity,
  reason,
});
const inCat = (cs: SmartCandidate[], cat: string) => cs.filter((c) => c.category === cat);

/** Answers with the scenario's defaults filled in and numbers clamped to their ranges. */
export function normaliseAnswers(s: Scenario, answers: Record<string, unknown>): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const q of s.questions) {
    const raw = answers[q.key];
    if (q.options) {
      out[q.key] = q.options.some((o) => o.value === raw) ? String(raw) : String(q.default);
    } else {
      const n = num(raw) ?? Number(q.default);
      out[q.key] = Math.min(q.max ?? n, Math.max(q.min ?? n, n));
    }
  }
  return out;
}

/** '600×337.5' → [600, 337.5] (mm). */
export function parseCabinetMm(v: unknown): [number, number] | null {
  const m = /^(\d+(?:\.\d+)?)\s*[×x*]\s*(\d+(?:\.\d+)?)$/.exec(text(v).trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

function led(a: Record<string, number | string>, cs: SmartCandidate[]): SmartRecommendation {
  const cat = a.place === 'outdoor' ? '户外LED屏' : '室内小间距LED屏';
  const pool = inCat(cs, cat).filter(
    (c) => num(c.attrs.pixelPitchMm) !== null && parseCabinetMm(c.attrs.cabinetSizeMm),
  );
  if (!pool.length) return { ok: false, refusal: refusal(SM, 'noLed') };
  const viewingM = Number(a.viewingM);
  // Rule of thumb: the nearest comfortable viewing distance in metres is about twice the pitch in millimetres.
  const pitches = [...new Set(pool.map((c) => num(c.attrs.pixelPitchMm)!))].sort((x, y) => x - y);
  const fitting = pitches.filter((p) => p * 2 <= viewingM);
  const pitch = fitting.length ? fitting[fitting.length - 1]! : pitches[0]!;
  const widthMm = Number(a.widthM) * 1000;
  const heightMm = Number(a.heightM) * 1000;
  // Among cabinets of that pitch, the layout that covers the screen with the least area, then the lowest price.
  const options = pool
    .filter((c) => num(c.attrs.pixelPitchMm) === pitch)
    .map((c) => {
      const [w, h] = parseCabinetMm(c.attrs.cabinetSizeMm)!;
      const cols = Math.ceil(widthMm / w - 1e-9);
      const rows = Math.ceil(heightMm / h - 1e-9);
      const areaM2 = (cols * w * rows * h) / 1e6;
      return { c, w, h, cols, rows, areaM2 };
    })
    .sort((x, y) => x.areaM2 - y.areaM2 || price(x.c) * x.areaM2 - price(y.c) * y.areaM2);
  const best = options[0]!;
  const quantity = Math.ceil(best.areaM2 - 1e-9);
  return {
    ok: true,
    lines: [
      line(
        best.c,
        quantity,
        `观看距离${viewingM}米，选点间距P${pitch}（约为距离的一半）；箱体${best.w}×${best.h}mm，横${best.cols}×纵${best.rows}共${best.cols * best.rows}块，实际${((best.cols * best.w) / 1000).toFixed(2)}×${((best.rows * best.h) / 1000).toFixed(2)}米，合${best.areaM2.toFixed(2)}平方米，按${quantity}平方米计`,
      ),
    ],
    notes: ['LED显示屏按平方米计价，另需配置发送卡、接收卡与配电柜。'],
  };
}

function parking(a: Record<string, number | string>, cs: SmartCandidate[]): SmartRecommendation {
  const entries = Number(a.entries);
  const exits = Number(a.exits);
  const lanes = entries + exits;
  if (lanes === 0) return { ok: false, refusal: refusal(SM, 'laneRequired') };
  const lines: RecommendedLine[] = [];
  const laneWidthM = Number(a.laneWidthM);
  const armType = a.heightLimited === 'yes' ? '曲臂' : '直杆';
  const gates = inCat(cs, '道闸').filter(
    (c) => text(c.attrs.armType) === armType && (num(c.attrs.armLengthM) ?? 0) >= laneWidthM,
  );
  const shortest = Math.min(...gates.map((c) => num(c.attrs.armLengthM)!));
  const gate = cheapest(gates.filter((c) => num(c.attrs.armLengthM) === shortest));
  if (gate) {
    lines.push(
      line(
        gate,
        lanes,
        `${lanes}条车道各1台；车道宽${laneWidthM}米选${shortest}米${armType}（${armType === '曲臂' ? '限高场所' : '无限高'}）`,
      ),
    );
  }
  const cams = inCat(cs, '车牌识别相机').filter((c) => c.name.includes('一体机'));
  const cam = cheapest(cams.length ? cams : inCat(cs, '车牌识别相机'));
  if (cam) lines.push(line(cam, lanes, `每条车道1台车牌识别，共${lanes}台`));
  const controllers = inCat(cs, '出入口控制机').filter((c) => c.name.includes(`(${a.payMode})`));
  const entry = cheapest(controllers.filter((c) => c.name.startsWith('入口')));
  const exit = cheapest(controllers.filter((c) => c.name.startsWith('出口')));
  if (entry && entries) lines.push(line(entry, entries, `${entries}条入口车道各1台，${a.payMode}通行`));
  if (exit && exits) lines.push(line(exit, exits, `${exits}条出口车道各1台，${a.payMode}通行`));
  if (!lines.length) return { ok: false, refusal: refusal(SM, 'noParking') };
  return { ok: true, lines, notes: ['车位引导与线材另计。'] };
}

/** One lane of a turnstile passes about 30 people a minute. */
export const PEOPLE_PER_LANE_PER_MIN = 30;

function accessGuard(a: Record<string, number | string>, cs: SmartCandidate[]): SmartRecommendation {
  const passages = Number(a.passages);
  const peak = Number(a.peakPerMin);
  const lanes = Math.max(passages, Math.ceil(peak / PEOPLE_PER_LANE_PER_MIN));
  const lines: RecommendedLine[] = [];
  const gates = inCat(cs, '通道闸机').filter((c) => c.name.startsWith(String(a.gate)));
  // n lanes between n + 1 cabinets: the ends single-core, the middle ones double-core.
  const single = cheapest(gates.filter((c) => text(c.attrs.lanes) === '单机芯'));
  const double = cheapest(gates.filter((c) => text(c.attrs.lanes) === '双机芯'));
  if (single && double && lanes > 1) {
    lines.push(line(single, 2, `${lanes}条通道的两端各1台单机芯`));
    lines.push(line(double, lanes - 1, `${lanes}条通道之间${lanes - 1}台双机芯`));
  } else if (single ?? double) {
    lines.push(line((single ?? double)!, lanes + 1, `${lanes}条通道需${lanes + 1}台闸机`));
  }
  const faces = inCat(cs, '人脸识别终端');
  const face = cheapest(faces.filter((c) => c.name.includes('闸机'))) ?? cheapest(faces);
  const perLane = a.bothWays === 'yes' ? 2 : 1;
  if (face) {
    lines.push(
      line(face, lanes * perLane, `${lanes}条通道×${perLane === 2 ? '进出各1台' : '进门1台'} = ${lanes * perLane}台`),
    );
  }
  if (!lines.length) return { ok: false, refusal: refusal(SM, 'noAccessGuard') };
  return {
    ok: true,
    lines,
    notes: [
      `按每条通道每分钟通过约${PEOPLE_PER_LANE_PER_MIN}人：高峰${peak}人/分钟需${Math.ceil(peak / PEOPLE_PER_LANE_PER_MIN)}条，取与通道口数的较大值${lanes}条。`,
    ],
  };
}

/** Ceiling speakers cover about 30 m² each; horn columns about every 25 m outdoors; amplifiers with 30% margin. */
export const CEILING_SPEAKER_M2 = 30;
export const COLUMN_SPACING_M = 25;
export const AMPLIFIER_MARGIN = 1.3;

function broadcast(a: Record<string, number | string>, cs: SmartCandidate[]): SmartRecommendation {
  const zones = Number(a.zones);
  const network = String(a.network);
  const lines: RecommendedLine[] = [];
  const hosts = inCat(cs, 'IP广播主机');
  const enough = hosts.filter((c) => (num(c.attrs.zones) ?? 0) >= zones);
  const fewest = Math.min(...enough.map((c) => num(c.attrs.zones)!));
  const host = cheapest(enough.filter((c) => num(c.attrs.zones) === fewest)) ?? cheapest(hosts);
  if (host) lines.push(line(host, 1, `需${zones}个分区，选${num(host.attrs.zones)}分区主机`));
  let speakerW = 0;
  const ceilings = Math.ceil(Number(a.indoorM2) / CEILING_SPEAKER_M2);
  const ceiling = cheapest(
    inCat(cs, '吸顶喇叭').filter((c) => text(c.attrs.network) === network && num(c.attrs.powerW) === 6),
  );
  if (ceiling && ceilings > 0) {
    lines.push(line(ceiling, ceilings, `室内${a.indoorM2}平方米，每${CEILING_SPEAKER_M2}平方米1只6W吸顶喇叭`));
    speakerW += ceilings * 6;
  }
  const columns = Math.ceil(Number(a.outdoorM) / COLUMN_SPACING_M);
  const column = cheapest(
    inCat(cs, '音柱').filter(
      (c) => text(c.attrs.network) === network && num(c.attrs.powerW) === 30 && text(c.attrs.protection) === 'IP66',
    ),
  );
  if (column && columns > 0) {
    lines.push(line(column, columns, `室外${a.outdoorM}米，每${COLUMN_SPACING_M}米1只30W防水音柱`));
    speakerW += columns * 30;
  }
  if (network === '定压' && speakerW > 0) {
    const amps = inCat(cs, '功放').filter((c) => num(c.attrs.powerW) !== null);
    const need = speakerW * AMPLIFIER_MARGIN;
    const fits = amps.filter((c) => num(c.attrs.powerW)! >= need);
    const amp = fits.length
      ? fits.sort((x, y) => num(x.attrs.powerW)! - num(y.attrs.powerW)! || price(x) - price(y))[0]!
      : amps.sort((x, y) => num(y.attrs.powerW)! - num(x.attrs.powerW)!)[0];
    if (amp) {
      const n = Math.ceil(need / num(amp.attrs.powerW)!);
      lines.push(
        line(
          amp,
          n,
          `喇叭总功率${speakerW}W×${AMPLIFIER_MARGIN}余量=${Math.ceil(need)}W，选${num(amp.attrs.powerW)}W功放${n}台`,
        ),
      );
    }
  }
  if (!lines.length) return { ok: false, refusal: refusal(SM, 'noBroadcast') };
  return { ok: true, lines, notes: network === 'IP' ? ['IP网络喇叭自带功放，由PoE交换机或本地电源供电。'] : [] };
}

/** VA needed for a load: power factor 0.8 and 25% headroom. */
export function upsVaFor(loadW: number): number {
  return Math.ceil((loadW / 0.8) * 1.25);
}

function ups(a: Record<string, number | string>, cs: SmartCandidate[]): SmartRecommendation {
  const loadW = Number(a.loadW);
  const backupMin = Number(a.backupMin);
  const va = upsVaFor(loadW);
  const pool = inCat(cs, 'UPS主机').filter(
    (c) => num(c.attrs.capacityVA) !== null && num(c.attrs.backupMinutes) !== null,
  );
  const fit = pool.filter((c) => num(c.attrs.capacityVA)! >= va && num(c.attrs.backupMinutes)! >= backupMin);
  if (fit.length) {
    const best = fit.sort(
      (x, y) =>
        num(x.attrs.capacityVA)! - num(y.attrs.capacityVA)! ||
        num(x.attrs.backupMinutes)! - num(y.attrs.backupMinutes)! ||
        price(x) - price(y),
    )[0]!;
    return {
      ok: true,
      lines: [
        line(
          best,
          1,
          `负载${loadW}W÷功率因数0.8×1.25余量=${va}VA，后备${backupMin}分钟：选${num(best.attrs.capacityVA)}VA、后备${num(best.attrs.backupMinutes)}分钟`,
        ),
      ],
      notes: [],
    };
  }
  // No single unit: the largest that reaches the backup time, in parallel.
  const timed = pool.filter((c) => num(c.attrs.backupMinutes)! >= backupMin);
  if (!timed.length) return { ok: false, refusal: refusal(SM, 'noUps', SM.noUps(backupMin)) };
  const big = timed.sort((x, y) => num(y.attrs.capacityVA)! - num(x.attrs.capacityVA)! || price(x) - price(y))[0]!;
  const n = Math.ceil(va / num(big.attrs.capacityVA)!);
  return {
    ok: true,
    lines: [line(big, n, `需${va}VA，单台最大${num(big.attrs.capacityVA)}VA，${n}台分路供电`)],
    notes: ['多台UPS请按负载分路，勿直接并联输出。'],
  };
}

function accessControl(a: Record<string, number | string>, cs: SmartCandidate[]): SmartRecommendation {
  const doors = Number(a.doors);
  const perDoor = Number(a.readersPerDoor);
  const lines: RecommendedLine[] = [];
  const ctrls = inCat(cs, '门禁控制器').filter(
    (c) => text(c.attrs.network) === a.network && num(c.attrs.doors) !== null,
  );
  const byDoors = (n: number) => cheapest(ctrls.filter((c) => num(c.attrs.doors) === n));
  const four = byDoors(4);
  if (four) {
    const fours = Math.floor(doors / 4);
    const rest = doors % 4;
    if (fours) lines.push(line(four, fours, `${doors}扇门：${fours}台四门控制器管${fours * 4}扇`));
    if (rest) {
      // The remainder takes one controller with enough doors (3 doors: a four-door one).
      const small = byDoors(rest === 3 ? 4 : rest) ?? four;
      const existing = lines.find((l) => l.skuNo === small.skuNo);
      if (existing) {
        existing.quantity += 1;
        existing.reason += `，余${rest}扇再加1台`;
      } else lines.push(line(small, 1, `余下${rest}扇门用1台${num(small.attrs.doors)}门控制器`));
    }
  }
  const reader = cheapest(inCat(cs, '读卡器'));
  if (reader)
    lines.push(
      line(
        reader,
        doors * perDoor,
        `${doors}扇门×${perDoor === 2 ? '进出各1个' : '进门1个'}读头 = ${doors * perDoor}个`,
      ),
    );
  const locks = inCat(cs, '电锁').filter((c) => text(c.attrs.lockType) === a.lockType);
  const lock = cheapest(locks.filter((c) => (num(c.attrs.holdingForceKg) ?? 0) >= 280)) ?? cheapest(locks);
  if (lock) lines.push(line(lock, doors, `每扇门1把${a.lockType}`));
  if (!lines.length) return { ok: false, refusal: refusal(SM, 'noAccessControl') };
  return { ok: true, lines, notes: ['出门按钮、门磁与电源另计。'] };
}

const RULES: Record<ScenarioKey, (a: Record<string, number | string>, cs: SmartCandidate[]) => SmartRecommendation> = {
  led,
  parking,
  accessGuard,
  broadcast,
  ups,
  accessControl,
};

/** The recommended list for a scenario's answers; only active models with a price are candidates. */
export function recommend(
  key: ScenarioKey,
  answers: Record<string, unknown>,
  candidates: SmartCandidate[],
): SmartRecommendation {
  const s = SCENARIOS.find((x) => x.key === key);
  if (!s) return { ok: false, refusal: refusal(SM, 'scenarioRequired') };
  return RULES[key](
    normaliseAnswers(s, answers),
    candidates.filter((c) => c.priceFen !== null),
  );
}

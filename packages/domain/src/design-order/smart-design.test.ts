import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAnswers, parseCabinetMm, recommend, upsVaFor } from './smart-design-rules.ts';
import { SCENARIOS, type SmartCandidate } from './smart-design.ts';

let n = 0;
const c = (category: string, name: string, priceFen: number, attrs: Record<string, unknown>): SmartCandidate => ({
  spuNo: `P${++n}`,
  skuNo: `S${n}`,
  name,
  model: `M${n}`,
  priceFen,
  skuType: 0,
  category,
  attrs,
});

const CATALOGUE: SmartCandidate[] = [
  ...[0.9, 1.2, 1.5, 1.86, 2.5].flatMap((p) => [
    c('室内小间距LED屏', `室内P${p}(600×337.5)`, Math.round(300000 / p), {
      pixelPitchMm: p,
      cabinetSizeMm: '600×337.5',
    }),
    c('室内小间距LED屏', `室内P${p}(640×480)`, Math.round(310000 / p), { pixelPitchMm: p, cabinetSizeMm: '640×480' }),
  ]),
  ...[3, 4, 6, 10].map((p) =>
    c('户外LED屏', `户外P${p}`, Math.round(900000 / p), { pixelPitchMm: p, cabinetSizeMm: '960×960' }),
  ),
  ...[3, 4, 6].flatMap((len) =>
    ['直杆', '曲臂'].map((t) => c('道闸', `${len}米${t}道闸`, 300000 + len * 10000, { armType: t, armLengthM: len })),
  ),
  c('车牌识别相机', '400万车牌识别一体机', 250000, {}),
  c('车牌识别相机', '200万车牌识别相机', 120000, {}),
  ...['入口控制机', '出口控制机'].flatMap((k) =>
    ['刷卡', '扫码'].map((v) => c('出入口控制机', `${k}(${v})`, 400000, { cardType: v })),
  ),
  ...['翼闸', '摆闸'].flatMap((g) =>
    ['单机芯', '双机芯'].map((l) =>
      c('通道闸机', `${g}(${l}/304不锈钢)`, l === '单机芯' ? 380000 : 640000, { lanes: l }),
    ),
  ),
  c('人脸识别终端', '人脸识别闸机款终端(IC卡)', 180000, {}),
  c('人脸识别终端', '人脸识别门禁终端(IC卡)', 160000, {}),
  ...[4, 8, 16, 64].map((z) => c('IP广播主机', `${z}分区IP网络广播主机`, 200000 + z * 1000, { zones: z })),
  ...['IP', '定压'].flatMap((net) => [
    c('吸顶喇叭', `6W ${net}吸顶喇叭`, 12000, { powerW: 6, network: net }),
    c('音柱', `30W ${net}室外防水音柱`, 60000, { powerW: 30, network: net, protection: 'IP66' }),
  ]),
  ...[120, 250, 500].map((w) => c('功放', `${w}W定压功放`, w * 400, { powerW: w })),
  ...[1, 2, 3, 6, 10].flatMap((k) => [
    c('UPS主机', `${k}kVA标机`, k * 200000, { capacityVA: k * 1000, backupMinutes: k <= 3 ? 10 : 6 }),
    c('UPS主机', `${k}kVA后备30分钟`, k * 350000, { capacityVA: k * 1000, backupMinutes: 30 }),
  ]),
  ...[1, 2, 4].flatMap((d) =>
    ['TCP/IP', 'RS485'].map((net) =>
      c('门禁控制器', `${d}门控制器(${net})`, 50000 + d * 30000, { doors: d, network: net }),
    ),
  ),
  c('读卡器', 'IC读卡器', 15000, { cardType: 'IC' }),
  ...['磁力锁', '电插锁'].flatMap((t) =>
    [280, 500].map((f) => c('电锁', `${f}kg${t}`, 20000 + f * 10, { lockType: t, holdingForceKg: f })),
  ),
];

const rec = (key: Parameters<typeof recommend>[0], answers: Record<string, unknown>) => {
  const r = recommend(key, answers, CATALOGUE);
  if (!r.ok) throw new Error(r.refusal.msg);
  return r;
};
const qty = (r: ReturnType<typeof rec>, name: RegExp) => r.lines.find((l) => name.test(l.name))?.quantity;

describe('smart design order', () => {
  it('every scenario has a questionnaire and yields a list with reasons for its defaults', () => {
    expect(SCENARIOS.map((s) => s.key)).toEqual(['led', 'parking', 'accessGuard', 'broadcast', 'ups', 'accessControl']);
    for (const s of SCENARIOS) {
      const r = rec(s.key, {});
      expect(r.lines.length, s.key).toBeGreaterThan(0);
      for (const l of r.lines) {
        expect(l.quantity).toBeGreaterThan(0);
        expect(l.reason.length).toBeGreaterThan(4);
      }
    }
  });

  it('LED: pitch by viewing distance, cabinets cover the screen, quantity in square metres', () => {
    expect(parseCabinetMm('600×337.5')).toEqual([600, 337.5]);
    const r = rec('led', { place: 'indoor', widthM: 4, heightM: 2.25, viewingM: 4 });
    expect(r.lines[0]!.name).toContain('P1.86');
    // 600×337.5: 7 × 7 cabinets = 4.2 × 2.3625 m = 9.92 m² → 10; 640×480: 7 × 5 = 4.48 × 2.4 = 10.75 m².
    expect(r.lines[0]).toMatchObject({ name: '室内P1.86(600×337.5)', quantity: 10 });
    expect(rec('led', { place: 'outdoor', widthM: 6, heightM: 3, viewingM: 10 }).lines[0]).toMatchObject({
      name: '户外P4',
      quantity: 26,
    }); // 7 × 4 cabinets of 0.96 m = 6.72 × 3.84 m = 25.8 m²
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.double({ min: 0.3, max: 20, noNaN: true }),
        (w, h) => {
          const l = rec('led', { place: 'indoor', widthM: w, heightM: h, viewingM: 3 }).lines[0]!;
          expect(l.quantity).toBeGreaterThanOrEqual(Math.floor(w * h));
        },
      ),
    );
  });

  it('parking: one gate and camera per lane, controllers per direction and pay mode', () => {
    const r = rec('parking', { entries: 2, exits: 1, laneWidthM: 3.5, heightLimited: 'yes', payMode: '扫码' });
    expect(r.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['4米曲臂道闸', 3],
      ['400万车牌识别一体机', 3],
      ['入口控制机(扫码)', 2],
      ['出口控制机(扫码)', 1],
    ]);
  });

  it('access guard: lanes from peak flow, n + 1 cabinets, a face terminal per direction', () => {
    const r = rec('accessGuard', { passages: 1, peakPerMin: 80, bothWays: 'yes', gate: '翼闸' });
    expect(qty(r, /单机芯/)).toBe(2);
    expect(qty(r, /双机芯/)).toBe(2);
    expect(qty(r, /人脸/)).toBe(6);
  });

  it('broadcast: host with enough zones, speakers by area and length, amplifiers for 定压 with margin', () => {
    const ip = rec('broadcast', { zones: 10, indoorM2: 1200, outdoorM: 200, network: 'IP' });
    expect(ip.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['16分区IP网络广播主机', 1],
      ['6W IP吸顶喇叭', 40],
      ['30W IP室外防水音柱', 8],
    ]);
    const v = rec('broadcast', { zones: 4, indoorM2: 1200, outdoorM: 200, network: '定压' });
    // (40 × 6 + 8 × 30) × 1.3 = 624 W → two 500 W amplifiers.
    expect(qty(v, /功放/)).toBe(2);
  });

  it('UPS: VA with power factor and headroom; the smallest unit that reaches the backup time', () => {
    expect(upsVaFor(2000)).toBe(3125);
    expect(rec('ups', { loadW: 2000, backupMin: 30 }).lines[0]).toMatchObject({ name: '6kVA后备30分钟', quantity: 1 });
    expect(rec('ups', { loadW: 700, backupMin: 10 }).lines[0]).toMatchObject({ name: '2kVA标机', quantity: 1 });
    expect(rec('ups', { loadW: 20000, backupMin: 30 }).lines[0]).toMatchObject({
      name: '10kVA后备30分钟',
      quantity: 4,
    });
    expect(recommend('ups', { loadW: 2000, backupMin: 120 }, CATALOGUE).ok).toBe(false);
  });

  it('access control: four-door controllers plus one for the rest, readers per door, a lock per door', () => {
    const r = rec('accessControl', { doors: 10, readersPerDoor: '2', lockType: '磁力锁', network: 'TCP/IP' });
    expect(r.lines.map((l) => [l.name, l.quantity])).toEqual([
      ['4门控制器(TCP/IP)', 2],
      ['2门控制器(TCP/IP)', 1],
      ['IC读卡器', 20],
      ['280kg磁力锁', 10],
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (doors) => {
        const x = rec('accessControl', { doors, readersPerDoor: '1', lockType: '电插锁', network: 'RS485' });
        const capacity = x.lines
          .filter((l) => /门控制器/.test(l.name))
          .reduce((s, l) => s + l.quantity * Number(/^(\d)/.exec(l.name)![1]), 0);
        expect(capacity).toBeGreaterThanOrEqual(doors);
        expect(capacity - doors).toBeLessThan(4);
      }),
    );
  });

  it('answers are clamped to the questions’ ranges and unknown choices fall back to the default', () => {
    const s = SCENARIOS.find((x) => x.key === 'ups')!;
    expect(normaliseAnswers(s, { loadW: -5, backupMin: 'abc' })).toEqual({ loadW: 50, backupMin: 30 });
  });
});

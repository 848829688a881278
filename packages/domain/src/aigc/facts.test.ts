/** The writer's truth rules (issue 46): counts of 0, units, prices, whole model numbers; the storyboard's length. */
import { describe, expect, it } from 'vitest';
import { AIGC_LENGTHS, AIGC_SHOTS_MAX } from './aigc.ts';
import { chineseNumber, productMentions, repairScript, scriptIssues, type AigcFactProduct } from './facts.ts';
import { shareSeconds, storyboardIssues, storyboardOf } from './storyboard.ts';

const nvr = (over: Partial<AigcFactProduct> = {}): AigcFactProduct => ({
  skuNo: 'NVR-D',
  name: '8路网络硬盘录像机',
  model: 'HY-NVR-7108-D',
  picUrl: '/static/nvr.svg',
  priceFen: null,
  attrs: { channels: 8, poePorts: 0, hddBays: 1, ports: 1 },
  params: [{ key: 'channels', name: '接入路数', value: '8路' }],
  ...over,
});
const camera: AigcFactProduct = {
  skuNo: 'CAM',
  name: '400万红外网络摄像机',
  model: 'HY-IPC-3B04I4-I5(4mm)',
  picUrl: '/static/cam.svg',
  priceFen: 39900,
  attrs: { resolutionMP: 4, lensMm: 4, irRangeM: 30 },
  params: [],
};

describe('the script checker', () => {
  it('never says a count of 0: 「0口PoE供电」 is left out, the rest of the line kept', () => {
    const r = repairScript('型号HY-NVR-7108-D，可接8路画面，0口PoE供电，1个硬盘位。', [nvr()]);
    expect(r.text).toBe('型号HY-NVR-7108-D，可接8路画面，1个硬盘位。');
    expect(r.issues).toEqual([{ kind: 'zeroCount', text: '0口PoE', clause: '0口PoE供电，' }]);
  });

  it('a PoE count must be the PoE ports (8 network ports are not 8 PoE ports)', () => {
    const p = nvr({ attrs: { channels: 8, poePorts: 0, ports: 8 } });
    expect(scriptIssues('型号HY-NVR-7108-D，8个网口。', [p])).toEqual([]);
    expect(scriptIssues('型号HY-NVR-7108-D，8口PoE供电。', [p]).map((i) => i.kind)).toEqual(['unknownFact']);
  });

  it('units right: 4毫米 is the lens, 4米 is not; 30米 is the light’s reach; Chinese numerals read too', () => {
    expect(scriptIssues('4毫米镜头，夜视距离可达30米，400万像素。', [camera])).toEqual([]);
    expect(scriptIssues('4米镜头。', [camera]).map((i) => i.text)).toEqual(['4米']);
    expect(scriptIssues('八百万像素，看得清。', [camera]).map((i) => i.text)).toEqual(['800万像素']);
    expect(scriptIssues('四百万像素，三十米夜视。', [camera])).toEqual([]);
    expect(chineseNumber('三十五')).toBe(35);
    expect(chineseNumber('八百')).toBe(800);
  });

  it('a price only when shown, and only the price the dealer sees', () => {
    expect(scriptIssues('型号HY-IPC-3B04I4-I5(4mm)，到手价399元。', [camera])).toEqual([]);
    expect(scriptIssues('到手价299元。', [camera]).map((i) => i.kind)).toEqual(['unknownPrice']);
    expect(scriptIssues('到手价399元。', [{ ...camera, priceFen: null }]).map((i) => i.kind)).toEqual(['unknownPrice']);
  });

  it('model numbers exact and whole: a prefix of another model is not that model', () => {
    const a = nvr();
    const b = nvr({ skuNo: 'NVR-DW', name: '8路网络硬盘录像机(含支架)', model: 'HY-NVR-7108-DW' });
    expect(productMentions('再看型号HY-NVR-7108-DW。', [a, b]).map((m) => m.product.skuNo)).toEqual(['NVR-DW']);
    expect(productMentions('型号HY-NVR-7108-D，', [a, b]).map((m) => m.product.skuNo)).toEqual(['NVR-D']);
    expect(scriptIssues('型号HY-NVR-7108也不错。', [a, b]).map((i) => [i.kind, i.text])).toEqual([
      ['unknownModel', 'HY-NVR-7108'],
    ]);
    expect(scriptIssues('型号HY-NVR-7108-DWX。', [a, b]).map((i) => i.kind)).toEqual(['unknownModel']);
  });

  it('a line’s facts are the product it names (the second product’s 8 PoE ports are not the first’s)', () => {
    const a = nvr();
    const b = nvr({
      skuNo: 'NVR-P',
      name: '8路PoE录像机',
      model: 'HY-NVR-7108-P',
      attrs: { channels: 8, poePorts: 8 },
    });
    const r = repairScript(
      '来看8路网络硬盘录像机，型号HY-NVR-7108-D。\n8口PoE供电。\n再看型号HY-NVR-7108-P，8口PoE供电。',
      [a, b],
    );
    expect(r.text).toBe('来看8路网络硬盘录像机，型号HY-NVR-7108-D。\n再看型号HY-NVR-7108-P，8口PoE供电。');
  });

  it('the dealer’s own words may say what they say', () => {
    expect(scriptIssues('本周下单送2TB硬盘。', [camera], '本周下单送2TB硬盘')).toEqual([]);
    expect(scriptIssues('本周下单送2TB硬盘。', [camera])).toHaveLength(1);
  });
});

describe('the storyboard', () => {
  const a = nvr();
  const b = nvr({ skuNo: 'NVR-DW', name: '8路网络硬盘录像机(含支架)', model: 'HY-NVR-7108-DW' });
  const long = [
    '开店最怕夜里没人看店。',
    ...Array.from({ length: 14 }, (_, i) =>
      i === 7
        ? '再看这款8路网络硬盘录像机(含支架)，型号HY-NVR-7108-DW。'
        : `第${i + 1}句卖点，可接8路画面，画面清晰稳定。`,
    ),
    '欢迎来店咨询。',
  ].join('\n');

  it.each(AIGC_LENGTHS)('adds up to the %i s chosen, each shot naming the product it shows', (len) => {
    const shots = storyboardOf(long, [a, b], len);
    expect(storyboardIssues(shots, [a, b], len)).toEqual([]);
    expect(shots.reduce((s, x) => s + x.seconds, 0)).toBe(len);
    expect(shots.length).toBeLessThanOrEqual(AIGC_SHOTS_MAX);
    // The shot introducing the second product is kept and shows it (its name shares the first's prefix).
    const intro = shots.find((s) => s.caption.includes('HY-NVR-7108-DW'))!;
    expect(intro).toMatchObject({ skuNo: 'NVR-DW', model: 'HY-NVR-7108-DW', productName: '8路网络硬盘录像机(含支架)' });
  });

  it('a short script still fills a long length (split, never more than 15 s a shot)', () => {
    const shots = storyboardOf('型号HY-NVR-7108-D，可接8路画面。', [a], 60);
    expect(shots.reduce((s, x) => s + x.seconds, 0)).toBe(60);
    expect(storyboardIssues(shots, [a], 60)).toEqual([]);
  });

  it('shares whole seconds by words, within the limits', () => {
    const s = shareSeconds([10, 10, 40], 30);
    expect(s.reduce((a, b) => a + b, 0)).toBe(30);
    expect(s[2]).toBe(15);
    expect(Math.abs(s[0]! - s[1]!)).toBeLessThanOrEqual(1);
    expect(shareSeconds([1, 1], 30)).toEqual([15, 15]);
  });
});

/**
 * The demo catalogue, generated combinatorially from realistic product families. Pure data:
 * no I/O, and no randomness (prices and models follow from the family's parameters), so the
 * same call gives the same list. Stock, labels, dates and statuses are drawn later by the seed.
 */
import { CAT, type AttrValue } from './categories.ts';

export type BrandKey = 'own' | 'cable' | 'cable2' | 'disk' | 'disk2' | 'mount' | 'power';

export interface SkuSpec {
  model: string;
  name: string;
  attrs: Record<string, AttrValue>;
  /** Price in yuan; null = no price. */
  priceYuan: number | null;
  desc?: string;
  unit?: string;
}

export interface SpuSpec {
  cat: number;
  name: string;
  brand: BrandKey;
  shape: string;
  desc: string;
  remark?: string;
  skuType?: 0 | 1 | 2;
  saleType?: '经销' | '非经' | '自定义';
  keywords?: string;
  /** What this product is as an accessory of others (bracket-bullet, disk, adapter-12v...). */
  role?: string;
  /** The accessory roles its skus get related to. */
  needs?: string[];
  /** Product generation (V2 older, V4 newest) where a family has several. */
  generation?: string;
  /** A private product: the shop (merchant_no), the account that made it and its free-typed brand. */
  privateOf?: { tenant: string; account: number; brand: string };
  /** A colour brochure exists for it. */
  brochure?: boolean;
  skus: SkuSpec[];
}

/** Shop prices: ...9 yuan under 1,000, ...99 above, whole yuan for small items. */
export function niceYuan(x: number): number {
  if (x < 60) return Math.max(1, Math.round(x));
  if (x < 1000) return Math.round(x / 10) * 10 - 1;
  if (x < 20000) return Math.round(x / 100) * 100 - 1;
  return Math.round(x / 1000) * 1000;
}

const SENSOR_WIDTH_MM: Record<string, number> = {
  '1/3"': 5.23,
  '1/2.9"': 5.4,
  '1/2.8"': 5.58,
  '1/2.7"': 5.75,
  '1/2.5"': 6.28,
  '1/2"': 6.97,
  '1/1.8"': 7.76,
  '1/1.2"': 11.5,
};

/** Horizontal field of view of a 16:9 sensor behind a rectilinear lens. */
function hfov(sensor: string, lensMm: number): number {
  const w = SENSOR_WIDTH_MM[sensor] ?? 5.75;
  return Math.round((2 * Math.atan(w / (2 * lensMm)) * 180) / Math.PI);
}

const MAIN_KBPS: Record<number, number> = {
  2: 2048,
  3: 3072,
  4: 4096,
  5: 4096,
  6: 6144,
  8: 8192,
  12: 10240,
  16: 12288,
};
const mainKbps = (res: number) => MAIN_KBPS[res] ?? 4096;
const subKbps = (res: number) => (res >= 8 ? 1024 : 512);
const RES_FACTOR: Record<number, number> = { 2: 1, 3: 1.15, 4: 1.35, 5: 1.5, 6: 1.8, 8: 2.4, 12: 3.6, 16: 4.2 };
const resFactor = (res: number) => RES_FACTOR[res] ?? 1;
const pad2 = (n: number) => String(n).padStart(2, '0');
const mpName = (res: number) => `${res * 100}万像素`;

interface Feature {
  code: string;
  name: string;
  light: string;
  factor: number;
  smart?: string;
  audio?: string;
}

const FEATURES: Feature[] = [
  { code: 'I', name: '红外', light: '红外', factor: 1 },
  { code: 'W', name: '全彩', light: '暖光', factor: 1.12 },
  { code: 'X', name: '智能双光', light: '红外+暖光', factor: 1.22 },
  { code: 'S', name: '星光级红外', light: '红外', factor: 1.18, smart: '越界侦测/区域入侵/徘徊检测' },
  {
    code: 'A',
    name: '声光警戒',
    light: '红外+暖光',
    factor: 1.35,
    audio: '内置麦克风和扬声器',
    smart: '越界侦测/区域入侵/声光警戒',
  },
];

interface Series {
  code: string;
  prefix: string;
  res: number[];
  factor: number;
  sensor: (res: number) => string;
  smart: string;
}

const SERIES: Series[] = [
  {
    code: '2',
    prefix: '',
    res: [2, 3, 4],
    factor: 0.85,
    sensor: (r) => (r <= 2 ? '1/2.9"' : '1/2.7"'),
    smart: '移动侦测',
  },
  {
    code: '3',
    prefix: '',
    res: [2, 4, 5, 8],
    factor: 1,
    sensor: (r) => (r >= 8 ? '1/2.8"' : '1/2.7"'),
    smart: '越界侦测/区域入侵',
  },
  {
    code: '5',
    prefix: '深度学习',
    res: [2, 4, 8],
    factor: 1.45,
    sensor: (r) => (r >= 8 ? '1/2.5"' : '1/2.7"'),
    smart: '人车分类/越界侦测/区域入侵/进入离开区域',
  },
  {
    code: '7',
    prefix: '超感',
    res: [4, 8],
    factor: 2.1,
    sensor: (r) => (r >= 8 ? '1/1.2"' : '1/1.8"'),
    smart: '人车分类/周界防范/目标检索',
  },
];

interface Form {
  cat: number;
  code: string;
  name: string;
  shape: string;
  base: number;
  ir: [number, number, number];
  lenses: number[];
  varifocal?: [number, number][];
  protection: string;
  mount: string;
  needs: string[];
  generations: string[];
}

function cameraFamilies(P: string, out: SpuSpec[]): void {
  const forms: Form[] = [
    {
      cat: CAT['枪型网络摄像机']!,
      code: 'B',
      name: '枪型网络摄像机',
      shape: 'camera-bullet',
      base: 330,
      ir: [50, 80, 100],
      lenses: [4, 6, 8, 12],
      varifocal: [
        [2.8, 12],
        [8, 32],
      ],
      protection: 'IP67',
      mount: 'bracket-bullet',
      needs: ['bracket-bullet', 'adapter-12v', 'junction-box'],
      generations: ['V2', 'V3', 'V4'],
    },
    {
      cat: CAT['筒型网络摄像机']!,
      code: 'T',
      name: '筒型网络摄像机',
      shape: 'camera-tube',
      base: 260,
      ir: [30, 50, 80],
      lenses: [2.8, 4, 6, 8],
      protection: 'IP67',
      mount: 'bracket-bullet',
      needs: ['bracket-bullet', 'junction-box', 'adapter-12v'],
      generations: ['V2', 'V3', 'V4'],
    },
    {
      cat: CAT['半球网络摄像机']!,
      code: 'D',
      name: '半球网络摄像机',
      shape: 'camera-dome',
      base: 240,
      ir: [20, 30, 40],
      lenses: [2.8, 4, 6],
      varifocal: [[2.8, 12]],
      protection: 'IP67',
      mount: 'bracket-dome',
      needs: ['bracket-dome', 'adapter-12v'],
      generations: ['V2', 'V3', 'V4'],
    },
    {
      cat: CAT['海螺型网络摄像机']!,
      code: 'C',
      name: '海螺型网络摄像机',
      shape: 'camera-turret',
      base: 250,
      ir: [30, 40, 60],
      lenses: [2.8, 4, 6],
      protection: 'IP67',
      mount: 'bracket-dome',
      needs: ['bracket-dome', 'junction-box'],
      generations: ['V2', 'V3'],
    },
  ];
  for (const form of forms) {
    for (const gen of form.generations) {
      for (const s of SERIES) {
        // The older generation lacks the top series.
        if (gen === 'V2' && s.code === '7') continue;
        // The newest generation exists in the mainstream series only.
        if (gen === 'V4' && s.code !== '3' && s.code !== '5') continue;
        for (const res of s.res) {
          for (const f of FEATURES) {
            if (s.code === '7' && f.code === 'I') continue;
            const sensor = s.sensor(res);
            const ir = form.ir[s.code === '2' ? 0 : s.code === '3' ? 1 : 2]!;
            const lightLetter = f.code === 'I' ? `I${ir / 10}` : f.code === 'W' ? 'L' : f.code === 'X' ? 'LI' : 'SL';
            const base = `${P}-IPC-${s.code}${form.code}${pad2(res)}${f.code}${gen.slice(1)}-${lightLetter}`;
            const powerW =
              Math.round((4 + res * 0.7 + (f.code === 'I' ? 0 : 1.5) + (s.code === '7' ? 2 : 0)) * 10) / 10;
            const name = `${mpName(res)}${s.prefix}${f.name}${form.name}`;
            const common = {
              resolutionMP: res,
              sensor,
              lightType: f.light,
              irRangeM: f.code === 'W' ? Math.round(ir * 0.6) : ir,
              mainStreamKbps: mainKbps(res),
              subStreamKbps: subKbps(res),
              poeClass: 'af',
              powerW,
              protection: form.protection,
              smartFeatures: f.smart ?? s.smart,
              ...(f.audio ? { audio: f.audio } : {}),
            };
            const price =
              form.base * resFactor(res) * s.factor * f.factor * (gen === 'V2' ? 0.92 : gen === 'V4' ? 1.1 : 1);
            const lenses = s.code === '2' ? form.lenses.slice(0, 3) : form.lenses;
            const skus: SkuSpec[] = lenses.flatMap((lens) => [
              {
                model: `${base}(${lens}mm)`,
                name: `${name} ${lens}mm`,
                attrs: { ...common, lensMm: lens, fovHorizontalDeg: hfov(sensor, lens) },
                priceYuan: niceYuan(price),
              },
              // The audio version: a built-in microphone (domes) or audio and alarm I/O (the others).
              {
                model: `${base}${form.code === 'D' ? 'U' : 'S'}(${lens}mm)`,
                name: `${name} ${lens}mm ${form.code === 'D' ? '内置麦克风' : '音频/报警接口'}`,
                attrs: {
                  ...common,
                  lensMm: lens,
                  fovHorizontalDeg: hfov(sensor, lens),
                  audio: form.code === 'D' ? '内置麦克风' : '1进1出音频，1进1出报警',
                },
                priceYuan: niceYuan(price * 1.08 + 20),
              },
            ]);
            if (form.varifocal && s.code !== '2') {
              for (const [w, t] of form.varifocal) {
                skus.push({
                  model: `${base}Z(${w}-${t}mm)`,
                  name: `${name} 电动变焦${w}-${t}mm`,
                  attrs: {
                    ...common,
                    lensMm: w,
                    lensMaxMm: t,
                    fovHorizontalDeg: hfov(sensor, w),
                    powerW: powerW + 1.5,
                  },
                  priceYuan: niceYuan(price * (t > 12 ? 1.9 : 1.5)),
                });
              }
            }
            out.push({
              cat: form.cat,
              name,
              brand: 'own',
              shape: form.shape,
              desc: `${sensor} 逐行扫描CMOS，最高${res * 100}万像素@25fps，H.265+编码；${f.light}补光，${
                f.code === 'W' ? '夜间全彩成像' : `最远${ir}米`
              }；支持${f.smart ?? s.smart}；${form.protection}防护，12V DC/PoE(802.3af)供电。`,
              remark:
                gen === 'V2'
                  ? '上一代型号，库存有限'
                  : gen === 'V4'
                    ? '新一代产品：H.265+编码与深度学习算法升级'
                    : undefined,
              generation: gen,
              keywords: `摄像头 监控 ${f.name} ${res * 100}万 ${form.code === 'B' || form.code === 'T' ? '室外 枪机' : '室内 半球'}`,
              needs: form.needs,
              brochure: true,
              skus,
            });
          }
        }
      }
    }
  }

  // PTZ dome cameras: spu per series/resolution/light, skus per zoom.
  const ptz: {
    code: string;
    prefix: string;
    res: number[];
    zooms: number[];
    ir: number;
    light: string;
    factor: number;
    poe: string;
    power: number;
    size: string;
  }[] = [
    {
      code: '3',
      prefix: '4寸',
      res: [2, 4],
      zooms: [4, 15, 25],
      ir: 50,
      light: '红外',
      factor: 1,
      poe: 'at',
      power: 18,
      size: 'mini',
    },
    {
      code: '5',
      prefix: '5.5寸',
      res: [2, 4, 8],
      zooms: [25, 32, 37],
      ir: 150,
      light: '红外',
      factor: 1.6,
      poe: 'bt3',
      power: 35,
      size: 'std',
    },
    {
      code: '5',
      prefix: '5.5寸全彩',
      res: [4],
      zooms: [25, 32],
      ir: 100,
      light: '暖光',
      factor: 1.75,
      poe: 'bt3',
      power: 35,
      size: 'std',
    },
    {
      code: '6',
      prefix: '7寸智能双光',
      res: [4, 8],
      zooms: [32, 37, 45],
      ir: 200,
      light: '红外+暖光',
      factor: 2.2,
      poe: 'bt4',
      power: 50,
      size: 'big',
    },
    {
      code: '7',
      prefix: '激光夜视',
      res: [2, 4, 8],
      zooms: [37, 45, 55],
      ir: 500,
      light: '激光',
      factor: 4.2,
      poe: 'bt4',
      power: 60,
      size: 'big',
    },
  ];
  for (const p of ptz) {
    for (const res of p.res) {
      for (const z of p.zooms) {
        const name = `${mpName(res)}${z}倍${p.prefix}网络高清智能球机`;
        const sensor = res >= 8 ? '1/1.8"' : '1/2.8"';
        const wide = z <= 4 ? 2.8 : z <= 25 ? 4.8 : 6;
        const tele = Math.round(wide * z * 10) / 10;
        const model = `${P}-SD${p.code}${pad2(res)}${pad2(z)}${p.light === '激光' ? 'L' : p.light === '暖光' ? 'W' : 'I'}`;
        const attrs = {
          resolutionMP: res,
          sensor,
          lensMm: wide,
          lensMaxMm: tele,
          opticalZoom: z,
          fovHorizontalDeg: hfov(sensor, wide),
          lightType: p.light,
          irRangeM: p.ir,
          mainStreamKbps: mainKbps(res),
          subStreamKbps: subKbps(res),
          poeClass: p.poe,
          powerW: p.power,
          protection: 'IP66',
          smartFeatures: '人车分类/智能跟踪/区域入侵/巡航扫描',
        };
        const price = 1200 * resFactor(res) * p.factor * (1 + z / 80);
        out.push({
          cat: CAT['球型网络摄像机']!,
          name,
          brand: 'own',
          shape: 'camera-ptz',
          desc: `${sensor} CMOS，${mpName(res)}，${z}倍光学变倍(${wide}-${tele}mm)，水平360°连续旋转，垂直-15°~90°，${p.light}补光${p.ir}米，支持智能跟踪与巡航；${
            p.poe === 'at' ? 'PoE+' : 'Hi-PoE/24V AC'
          }供电，IP66防护。`,
          keywords: '球机 云台 变焦 高速球 ptz',
          needs: ['bracket-ptz', 'adapter-24v'],
          brochure: true,
          skus: [
            { model: `${model}-D`, name: `${name}(不含支架)`, attrs, priceYuan: niceYuan(price) },
            { model: `${model}-DW`, name: `${name}(含壁装支架)`, attrs, priceYuan: niceYuan(price + 120) },
          ],
        });
      }
    }
  }

  // Panoramic.
  const pano: { kind: string; res: number; total: string; deg: number; factor: number }[] = [
    { kind: '双目拼接全景', res: 4, total: '2×400万', deg: 180, factor: 1 },
    { kind: '双目拼接全景', res: 8, total: '2×400万', deg: 180, factor: 1.3 },
    { kind: '四目拼接全景', res: 16, total: '4×400万', deg: 180, factor: 2 },
    { kind: '四目拼接全景', res: 16, total: '4×400万', deg: 360, factor: 2.3 },
    { kind: '全景细节一体(鹰眼)', res: 16, total: '全景+400万细节', deg: 180, factor: 3.4 },
    { kind: '全景细节一体(鹰眼)', res: 16, total: '全景+800万细节', deg: 180, factor: 4.1 },
    { kind: '多目全景', res: 12, total: '3×400万', deg: 270, factor: 2.1 },
  ];
  for (const [i, p] of pano.entries()) {
    for (const light of ['红外', '全彩']) {
      const name = `${p.total}${light}${p.kind}摄像机`;
      out.push({
        cat: CAT['全景摄像机']!,
        name,
        brand: 'own',
        shape: 'camera-panoramic',
        desc: `${p.total}多传感器拼接，${p.deg}°全景无盲区，适合广场、路口、园区等大场景；${light}补光；H.265+。`,
        keywords: '全景 鹰眼 拼接 大场景',
        needs: ['bracket-ptz'],
        brochure: true,
        skus: [4, 6].map((lens) => ({
          model: `${P}-PN${pad2(p.res)}${i}${light === '红外' ? 'I' : 'W'}-${p.deg}(${lens}mm)`,
          name: `${name} ${lens}mm`,
          attrs: {
            resolutionMP: p.res,
            sensor: '1/1.8"',
            lensMm: lens,
            fovHorizontalDeg: p.deg,
            lightType: light === '红外' ? '红外' : '暖光',
            irRangeM: lens === 4 ? 30 : 50,
            mainStreamKbps: mainKbps(p.res),
            subStreamKbps: 1024,
            poeClass: p.res >= 16 ? 'at' : 'af',
            powerW: p.res >= 16 ? 24 : 12,
            protection: 'IP67',
          },
          priceYuan: niceYuan(2600 * p.factor * (lens === 6 ? 1.08 : 1) * (light === '全彩' ? 1.1 : 1)),
        })),
      });
    }
  }

  // Fisheye.
  for (const res of [4, 6, 8, 12]) {
    for (const light of ['红外', '全彩'] as const) {
      const name = `${mpName(res)}${light}鱼眼网络摄像机`;
      out.push({
        cat: CAT['鱼眼摄像机']!,
        name,
        brand: 'own',
        shape: 'camera-fisheye',
        desc: `${mpName(res)}鱼眼镜头，360°全景监控，支持鱼眼校正(全景/双180°/四分割)，吸顶或壁装。`,
        keywords: '鱼眼 360 全景 吸顶',
        needs: ['bracket-dome'],
        skus: [
          { lens: 1.16, mount: '吸顶' },
          { lens: 1.68, mount: '壁装' },
        ].map((v) => ({
          model: `${P}-IPC-F${pad2(res)}${light === '红外' ? 'I' : 'W'}-${v.lens === 1.16 ? 'C' : 'W'}`,
          name: `${name}(${v.mount})`,
          attrs: {
            resolutionMP: res,
            sensor: res >= 8 ? '1/1.8"' : '1/2.7"',
            lensMm: v.lens,
            fovHorizontalDeg: 360,
            lightType: light === '红外' ? '红外' : '暖光',
            irRangeM: 10,
            mainStreamKbps: mainKbps(res),
            subStreamKbps: subKbps(res),
            poeClass: 'af',
            powerW: 7.5,
            protection: 'IP66',
            mountType: v.mount,
          },
          priceYuan: niceYuan(900 * resFactor(res) * (light === '全彩' ? 1.1 : 1)),
        })),
      });
    }
  }

  // Thermal.
  const thermalRes = [
    ['256×192', 1],
    ['384×288', 1.7],
    ['640×512', 3.4],
  ] as const;
  const thermalKinds = [
    { kind: '双光谱测温筒型', code: 'TB', base: 5800, lenses: [3.2, 7, 10] },
    { kind: '双光谱防火球机', code: 'TP', base: 18000, lenses: [15, 25, 35] },
    { kind: '热成像测温型', code: 'TM', base: 7600, lenses: [3.2, 6.2, 9.7] },
    { kind: '双光谱周界防范筒型', code: 'TD', base: 6800, lenses: [7, 10, 15] },
  ];
  for (const k of thermalKinds) {
    for (const [tr, f] of thermalRes) {
      const name = `${k.kind}热成像摄像机(${tr})`;
      out.push({
        cat: CAT['热成像摄像机']!,
        name,
        brand: 'own',
        shape: 'camera-thermal',
        desc: `非制冷氧化钒探测器 ${tr}，NETD≤40mK；可见光400万像素；支持测温报警、火点检测与周界防范。`,
        keywords: '热成像 测温 双光谱 防火',
        needs: ['bracket-bullet', 'adapter-12v'],
        brochure: true,
        skus: k.lenses.map((lens) => ({
          model: `${P}-TC-${k.code}${tr.split('×')[0]}-${lens}`,
          name: `${name} 热成像镜头${lens}mm`,
          attrs: {
            resolutionMP: 4,
            thermalResolution: tr,
            sensor: '1/2.7"',
            lensMm: lens,
            fovHorizontalDeg: Math.round(
              (2 * Math.atan((Number(tr.split('×')[0]) * 0.012) / (2 * lens)) * 180) / Math.PI,
            ),
            lightType: '红外',
            irRangeM: 40,
            mainStreamKbps: 4096,
            subStreamKbps: 512,
            poeClass: k.code === 'TP' ? 'bt4' : 'at',
            powerW: k.code === 'TP' ? 55 : 12,
            protection: 'IP67',
          },
          priceYuan: niceYuan(k.base * f * (1 + lens / 40)),
        })),
      });
    }
  }

  // 4G solar.
  for (const res of [2, 4]) {
    for (const kind of [
      { name: '枪型', code: 'B', f: 1 },
      { name: '球机', code: 'P', f: 1.6 },
      { name: '筒型', code: 'T', f: 0.9 },
    ]) {
      for (const light of ['红外', '全彩']) {
        const name = `${mpName(res)}4G太阳能${light}${kind.name}摄像机`;
        const combos: [number, number][] = [
          [30, 20],
          [60, 40],
          [100, 60],
        ];
        out.push({
          cat: CAT['4G太阳能摄像机']!,
          name,
          brand: 'own',
          shape: 'camera-solar',
          desc: `4G全网通，无需布线与市电；低功耗设计，太阳能板+锂电池连续阴雨天可工作7天；PIR人体感应唤醒。`,
          keywords: '4G 太阳能 无网 野外 低功耗',
          brochure: true,
          skus: combos.map(([w, ah]) => ({
            model: `${P}-SC${kind.code}${pad2(res)}${light === '红外' ? 'I' : 'W'}-4G/${w}W${ah}`,
            name: `${name}(${w}W太阳能板/${ah}Ah电池)`,
            attrs: {
              resolutionMP: res,
              sensor: '1/2.7"',
              lensMm: kind.code === 'P' ? 4.8 : 4,
              ...(kind.code === 'P' ? { lensMaxMm: 19.2, opticalZoom: 4 } : {}),
              fovHorizontalDeg: hfov('1/2.7"', kind.code === 'P' ? 4.8 : 4),
              lightType: light === '红外' ? '红外' : '暖光',
              irRangeM: 30,
              mainStreamKbps: res === 2 ? 1024 : 2048,
              subStreamKbps: 256,
              network: '4G全网通',
              solarPanelW: w,
              batteryAh: ah,
              powerW: 3.5,
              protection: 'IP66',
            },
            priceYuan: niceYuan((1100 + w * 12 + ah * 9) * kind.f * resFactor(res) * 0.8),
          })),
        });
      }
    }
  }

  // Face capture.
  for (const res of [2, 4, 8]) {
    for (const kind of [
      { name: '人脸抓拍枪型', code: 'FB' },
      { name: '人脸抓拍半球', code: 'FD' },
      { name: '人脸识别筒型', code: 'FT' },
    ]) {
      const name = `${mpName(res)}${kind.name}网络摄像机`;
      out.push({
        cat: CAT['人脸抓拍摄像机']!,
        name,
        brand: 'own',
        shape: 'camera-face',
        desc: `深度学习人脸检测与抓拍，单帧最多抓拍30张人脸；${kind.code === 'FT' ? '内置1万张人脸库比对；' : ''}宽动态120dB。`,
        keywords: '人脸 抓拍 识别 出入口',
        needs: ['bracket-bullet'],
        brochure: true,
        skus: [
          [2.8, 12],
          [8, 32],
        ].map(([w, t]) => ({
          model: `${P}-IPC-${kind.code}${pad2(res)}-Z(${w}-${t}mm)`,
          name: `${name} ${w}-${t}mm`,
          attrs: {
            resolutionMP: res,
            sensor: '1/1.8"',
            lensMm: w!,
            lensMaxMm: t!,
            fovHorizontalDeg: hfov('1/1.8"', w!),
            lightType: '红外',
            irRangeM: 50,
            mainStreamKbps: mainKbps(res),
            subStreamKbps: subKbps(res),
            poeClass: 'at',
            powerW: 14,
            protection: 'IP67',
            smartFeatures: '人脸检测/人脸抓拍/人脸比对',
          },
          priceYuan: niceYuan(1600 * resFactor(res) * (t! > 12 ? 1.3 : 1) * (kind.code === 'FT' ? 1.4 : 1)),
        })),
      });
    }
  }
}

function recorderFamilies(P: string, out: SpuSpec[]): void {
  const nvrLines: {
    code: string;
    prefix: string;
    channels: number[];
    bays: number[];
    poe: boolean;
    f: number;
    maxRes: number;
    bwPer: number;
    maxTB: number;
  }[] = [
    { code: '1', prefix: '', channels: [4, 8, 16], bays: [1], poe: true, f: 1, maxRes: 8, bwPer: 10, maxTB: 10 },
    { code: '2', prefix: '', channels: [8, 16, 32], bays: [2, 4], poe: true, f: 1.3, maxRes: 12, bwPer: 10, maxTB: 16 },
    {
      code: '3',
      prefix: '4K',
      channels: [4, 8, 16],
      bays: [1, 2],
      poe: true,
      f: 1.15,
      maxRes: 8,
      bwPer: 10,
      maxTB: 12,
    },
    { code: '4', prefix: 'AI', channels: [4, 8], bays: [1], poe: true, f: 1.6, maxRes: 8, bwPer: 10, maxTB: 12 },
    {
      code: '5',
      prefix: '智能',
      channels: [16, 32, 64],
      bays: [4, 8],
      poe: true,
      f: 2.1,
      maxRes: 32,
      bwPer: 8,
      maxTB: 20,
    },
    {
      code: '7',
      prefix: '超脑',
      channels: [32, 64, 128],
      bays: [8, 16],
      poe: false,
      f: 3.3,
      maxRes: 32,
      bwPer: 6,
      maxTB: 22,
    },
    {
      code: '9',
      prefix: '高性能',
      channels: [128, 256],
      bays: [16, 24],
      poe: false,
      f: 5.2,
      maxRes: 32,
      bwPer: 4,
      maxTB: 22,
    },
  ];
  for (const l of nvrLines) {
    for (const ch of l.channels) {
      for (const bays of l.bays) {
        for (const poe of l.poe && ch <= 16 ? [false, true] : [false]) {
          const poePorts = poe ? ch : 0;
          const name = `${ch}路${poe ? 'PoE' : ''}${l.prefix}网络硬盘录像机(${bays}盘位)`;
          const bandwidth = Math.min(ch * l.bwPer, ch >= 128 ? 768 : 640);
          const base = 280 + ch * 22 + bays * 120 + poePorts * 28;
          const model = `${P}-NVR-${l.code}${pad2(ch)}${bays}${poe ? 'P' : 'N'}`;
          const attrs = {
            channels: ch,
            incomingBandwidthMbps: Math.max(bandwidth, 40),
            hddBays: bays,
            maxHddTB: l.maxTB,
            maxResolutionMP: l.maxRes,
            poePorts,
            powerW: 15 + bays * 8 + (poe ? ch * 6 : 0),
          };
          const skus: SkuSpec[] = [
            { model, name: `${name}(不含硬盘)`, attrs, priceYuan: niceYuan(base * l.f) },
            {
              model: `${model}/4T`,
              name: `${name}(含4TB监控硬盘×${bays >= 2 ? 2 : 1})`,
              attrs,
              priceYuan: niceYuan(base * l.f + 620 * (bays >= 2 ? 2 : 1)),
            },
          ];
          if (bays >= 8)
            skus.push({
              model: `${model}/R`,
              name: `${name}(冗余电源版)`,
              attrs,
              priceYuan: niceYuan(base * l.f * 1.18),
            });
          out.push({
            cat: CAT['网络硬盘录像机(NVR)']!,
            name,
            brand: 'own',
            shape: 'recorder-nvr',
            desc: `可接入${ch}路网络视频，接入带宽${attrs.incomingBandwidthMbps}Mbps，最高支持${l.maxRes * 100}万像素接入；${bays}个SATA盘位，单盘最大${l.maxTB}TB；${
              poe ? `${poePorts}个PoE口，即插即用；` : ''
            }支持H.265+/H.265/H.264解码，HDMI/VGA同源输出。`,
            keywords: '录像机 硬盘录像机 nvr 存储 回放',
            needs: ['disk'],
            brochure: true,
            skus,
          });
        }
      }
    }
  }
  for (const ch of [4, 8, 16, 32]) {
    for (const tech of [
      { name: '500万', code: '5', res: 5 },
      { name: '800万', code: '8', res: 8 },
    ]) {
      for (const bays of ch >= 16 ? [2, 4] : [1, 2]) {
        const name = `${ch}路${tech.name}同轴高清硬盘录像机(${bays}盘位)`;
        out.push({
          cat: CAT['硬盘录像机(DVR)']!,
          name,
          brand: 'own',
          shape: 'recorder-dvr',
          desc: `支持${ch}路同轴模拟高清(TVI/AHD/CVI/CVBS)自适应接入，最高${tech.name}像素；另可接入${ch / 2}路网络摄像机。`,
          keywords: '硬盘录像机 dvr 模拟 同轴 老项目改造',
          needs: ['disk'],
          skus: [
            {
              model: `${P}-DVR-${tech.code}${pad2(ch)}${bays}`,
              name,
              attrs: {
                channels: ch,
                hddBays: bays,
                maxHddTB: 10,
                maxResolutionMP: tech.res,
                poePorts: 0,
                incomingBandwidthMbps: ch * 4,
                powerW: 10 + bays * 8,
              },
              priceYuan: niceYuan((260 + ch * 28 + bays * 100) * (tech.res === 8 ? 1.35 : 1)),
            },
          ],
        });
      }
    }
  }
  for (const ch of [8, 16, 32, 64]) {
    for (const bays of ch >= 32 ? [4, 8] : [2, 4]) {
      const name = `${ch}路混合型硬盘录像机(${bays}盘位)`;
      out.push({
        cat: CAT['混合录像机']!,
        name,
        brand: 'own',
        shape: 'recorder-hybrid',
        desc: `模拟/网络混合接入，${ch}路模拟+${ch}路网络，新老系统平滑升级；支持智能搜索与智能回放。`,
        keywords: '混合 录像机 升级 改造',
        needs: ['disk'],
        skus: [
          {
            model: `${P}-HVR-${pad2(ch)}${bays}`,
            name,
            attrs: {
              channels: ch * 2,
              hddBays: bays,
              maxHddTB: 16,
              maxResolutionMP: 8,
              poePorts: 0,
              incomingBandwidthMbps: ch * 6,
              powerW: 20 + bays * 8,
            },
            priceYuan: niceYuan(900 + ch * 45 + bays * 160),
          },
        ],
      });
    }
  }
}

function storageFamilies(P: string, out: SpuSpec[]): void {
  const lines = [
    { line: '监控级', code: 'SV', tbs: [1, 2, 3, 4, 6, 8, 10], perTB: 120, rpm: 5400 },
    { line: '智能监控级', code: 'AI', tbs: [8, 10, 12, 14, 16], perTB: 140, rpm: 7200 },
    { line: '企业级', code: 'EN', tbs: [4, 8, 12, 16, 18, 20, 22], perTB: 170, rpm: 7200 },
  ];
  for (const [brand, mp, pf] of [
    ['disk', 'PC', 1],
    ['disk2', 'XD', 0.96],
  ] as const)
    for (const l of lines) {
      for (const tb of l.tbs) {
        const name = `${tb}TB ${l.line}SATA硬盘`;
        out.push({
          cat: CAT['监控硬盘']!,
          name,
          brand,
          shape: 'disk',
          desc: `3.5英寸 SATA 6Gb/s，${l.rpm}rpm，7×24小时${l.line === '企业级' ? '企业级' : '监控'}工作负载，支持${l.code === 'EN' ? '128' : '64'}路视频流写入。`,
          keywords: '硬盘 存储 录像 hdd',
          role: 'disk',
          skus: [
            {
              model: `${mp}-${l.code}${String(tb).padStart(2, '0')}00`,
              name,
              attrs: { capacityTB: tb, diskLine: l.line, rpm: l.rpm },
              priceYuan: niceYuan((180 + tb * l.perTB * (tb >= 16 ? 0.92 : 1)) * pf),
              unit: '块',
            },
          ],
        });
      }
    }
  for (const bays of [8, 16, 24, 36, 48]) {
    for (const kind of [
      { name: 'IP SAN', code: 'S' },
      { name: 'CVR直存', code: 'C' },
    ]) {
      const name = `${bays}盘位${kind.name}磁盘阵列`;
      out.push({
        cat: CAT['磁盘阵列']!,
        name,
        brand: 'own',
        shape: 'disk-array',
        desc: `${bays}盘位，支持RAID 0/1/5/6/10/50，双控可选；${kind.code === 'C' ? '视频流直写，最大1024路' : 'iSCSI块存储'}。`,
        keywords: '存储 阵列 raid 集中存储',
        needs: ['disk'],
        skus: [
          {
            model: `${P}-AS${pad2(bays)}${kind.code}-S`,
            name: `${name}(单控)`,
            attrs: { hddBays: bays, maxHddTB: 22, channels: bays * 16 },
            priceYuan: niceYuan(9000 + bays * 520),
          },
          {
            model: `${P}-AS${pad2(bays)}${kind.code}-D`,
            name: `${name}(双控)`,
            attrs: { hddBays: bays, maxHddTB: 22, channels: bays * 20 },
            priceYuan: niceYuan(16000 + bays * 560),
          },
        ],
      });
    }
  }
}

function switchFamilies(P: string, out: SpuSpec[]): void {
  const poe: { ports: number; uplinks: number; speed: '百兆' | '千兆'; std: string; f: number }[] = [];
  for (const ports of [4, 5, 8, 9, 16, 24, 48]) {
    for (const speed of ['百兆', '千兆'] as const) {
      for (const std of ['at', 'bt3']) {
        if (ports === 48 && speed === '百兆') continue;
        poe.push({ ports, uplinks: ports <= 8 ? 1 : 2, speed, std, f: speed === '千兆' ? 1.35 : 1 });
      }
    }
  }
  for (const s of poe) {
    for (const managed of ['非网管', 'Web网管', '全网管']) {
      if (s.ports <= 4 && managed === '全网管') continue;
      const budget = Math.round(s.ports * (s.std === 'bt3' ? 15 : 7.5) + (s.ports >= 24 ? 30 : 0));
      const uplinkG = managed === '全网管' && s.ports >= 24 ? 10 : 1;
      const total = s.ports + s.uplinks;
      const name = `${s.ports}口${s.speed}${s.std === 'bt3' ? '高功率' : ''}PoE交换机${managed === '非网管' ? '' : `(${managed})`}`;
      out.push({
        cat: CAT['PoE交换机']!,
        name,
        brand: 'own',
        shape: 'switch-poe',
        desc: `${s.ports}个${s.speed}PoE电口+${s.uplinks}个${uplinkG === 10 ? '万兆SFP+' : '千兆'}上行口，PoE总功率${budget}W，支持802.3af/at${
          s.std === 'bt3' ? '/bt' : ''
        }；${managed}；支持250米延长传输模式与防雷。`,
        keywords: '交换机 poe 供电 组网',
        brochure: s.ports >= 16,
        role: s.ports <= 8 ? 'switch-small' : undefined,
        skus: [
          {
            model: `${P}-S${s.speed === '千兆' ? 'G' : 'F'}${pad2(s.ports)}${s.uplinks}${s.std === 'bt3' ? 'B' : 'P'}-${managed === '非网管' ? 'U' : managed === 'Web网管' ? 'W' : 'M'}`,
            name,
            attrs: {
              ports: total,
              poePorts: s.ports,
              portSpeed: s.speed,
              poeBudgetW: budget,
              uplinkGbps: uplinkG,
              poeStandard: s.std,
              managed,
              powerW: budget + 20,
            },
            priceYuan: niceYuan(
              (60 + s.ports * 28 + budget * 0.9) * s.f * (managed === '全网管' ? 1.6 : managed === 'Web网管' ? 1.2 : 1),
            ),
          },
        ],
      });
    }
  }
  for (const slots of [3, 6, 10]) {
    for (const kind of ['框式核心', '盒式核心']) {
      if (kind === '盒式核心' && slots > 3) continue;
      const name = `${kind}交换机(${slots}业务槽位)`;
      out.push({
        cat: CAT['核心交换机']!,
        name,
        brand: 'own',
        shape: 'switch-core',
        desc: `${slots}个业务槽位，双主控冗余，支持三层路由、VRRP、堆叠与虚拟化，适用于园区与平安城市汇聚核心。`,
        keywords: '核心 交换机 三层 汇聚',
        brochure: true,
        skus: [
          {
            model: `${P}-CS${kind === '框式核心' ? 'F' : 'B'}${pad2(slots)}-AC`,
            name: `${name} 交流电源`,
            attrs: {
              ports: slots * 48,
              uplinkGbps: 40,
              managed: '全网管',
              portSpeed: '万兆',
              powerW: 300 + slots * 150,
            },
            priceYuan: niceYuan(22000 + slots * 9000),
          },
          {
            model: `${P}-CS${kind === '框式核心' ? 'F' : 'B'}${pad2(slots)}-DC`,
            name: `${name} 直流电源`,
            attrs: {
              ports: slots * 48,
              uplinkGbps: 40,
              managed: '全网管',
              portSpeed: '万兆',
              powerW: 300 + slots * 150,
            },
            priceYuan: niceYuan(23500 + slots * 9000),
          },
        ],
      });
    }
  }
  for (const ports of [24, 48]) {
    for (const up of [10, 40]) {
      const name = `${ports}口万兆汇聚交换机(${up}G上行)`;
      out.push({
        cat: CAT['核心交换机']!,
        name,
        brand: 'own',
        shape: 'switch-core',
        desc: `${ports}个万兆SFP+光口，${up === 40 ? '4个40G QSFP+' : '4个万兆'}上行，三层路由，适合中型监控项目汇聚。`,
        keywords: '汇聚 万兆 光口',
        skus: [
          {
            model: `${P}-CX${pad2(ports)}-${up}G`,
            name,
            attrs: { ports: ports + 4, uplinkGbps: up, managed: '全网管', portSpeed: '万兆', powerW: 180 },
            priceYuan: niceYuan(6800 + ports * 210 + (up === 40 ? 3000 : 0)),
          },
        ],
      });
    }
  }
  for (const ports of [4, 5, 8, 10, 16]) {
    for (const poeOn of [false, true]) {
      for (const fiber of [1, 2]) {
        const name = `${ports}口千兆${poeOn ? 'PoE' : ''}工业交换机(${fiber}光)`;
        out.push({
          cat: CAT['工业交换机']!,
          name,
          brand: 'own',
          shape: 'switch-industrial',
          desc: `工业级导轨式安装，-40℃~75℃宽温，IP40防护；${ports}个千兆电口+${fiber}个千兆SFP光口；${poeOn ? '支持802.3at PoE供电；' : ''}双路冗余电源输入。`,
          keywords: '工业 导轨 宽温 光纤 户外',
          skus: [
            {
              model: `${P}-IS${pad2(ports)}${fiber}${poeOn ? 'P' : 'N'}`,
              name,
              attrs: {
                ports: ports + fiber,
                poePorts: poeOn ? ports : 0,
                portSpeed: '千兆',
                poeBudgetW: poeOn ? Math.min(ports * 30, 240) : 0,
                uplinkGbps: 1,
                ...(poeOn ? { poeStandard: 'at' } : {}),
                managed: ports >= 8 ? '全网管' : '非网管',
                protection: 'IP40',
              },
              priceYuan: niceYuan((320 + ports * 60 + fiber * 120) * (poeOn ? 1.5 : 1)),
            },
          ],
        });
      }
    }
  }
  for (const ports of [8, 16, 24, 48]) {
    for (const speed of ['百兆', '千兆'] as const) {
      const name = `${ports}口${speed}以太网接入交换机`;
      out.push({
        cat: CAT['接入交换机']!,
        name,
        brand: 'own',
        shape: 'switch-access',
        desc: `${ports}个${speed}电口，即插即用，桌面/机架安装，适合监控与办公网络接入。`,
        keywords: '交换机 接入 以太网',
        skus: [
          {
            model: `${P}-S${speed === '千兆' ? 'G' : 'F'}${pad2(ports)}-E`,
            name,
            attrs: { ports, poePorts: 0, portSpeed: speed, uplinkGbps: 1, managed: '非网管', powerW: ports / 2 + 5 },
            priceYuan: niceYuan((40 + ports * 12) * (speed === '千兆' ? 1.6 : 1)),
          },
        ],
      });
    }
  }
}

function accessFamilies(P: string, out: SpuSpec[]): void {
  for (const kind of [
    { name: '指纹', code: 'F', modes: '指纹/刷卡/密码' },
    { name: '刷卡', code: 'C', modes: '刷卡/密码' },
    { name: '二维码', code: 'Q', modes: '二维码/刷卡' },
  ]) {
    for (const card of ['IC', 'ID', 'CPU']) {
      for (const net of ['TCP/IP', 'RS485']) {
        const name = `${kind.name}门禁一体机(${card}卡/${net === 'TCP/IP' ? '联网' : '485'})`;
        out.push({
          cat: CAT['门禁一体机']!,
          name,
          brand: 'own',
          shape: 'access-terminal',
          desc: `${kind.modes}开门，支持${card}卡，${net}通信，单门控制，10万条事件记录。`,
          keywords: '门禁 考勤 刷卡 一体机',
          needs: ['lock', 'adapter-12v'],
          skus: [
            {
              model: `${P}-AC${kind.code}${card === 'CPU' ? 'U' : card === 'ID' ? 'D' : 'I'}${net === 'TCP/IP' ? 'N' : 'R'}-01`,
              name,
              attrs: { cardType: card, unlockModes: kind.modes, network: net, doors: 1, powerW: 3 },
              priceYuan: niceYuan(
                (kind.code === 'F' ? 380 : kind.code === 'Q' ? 420 : 260) *
                  (card === 'CPU' ? 1.3 : 1) *
                  (net === 'TCP/IP' ? 1.15 : 1),
              ),
            },
          ],
        });
      }
    }
  }
  for (const inch of [4.3, 5, 7, 8, 10.1]) {
    for (const kind of [
      { name: '人脸识别门禁终端', code: 'K', f: 1 },
      { name: '人脸测温门禁终端', code: 'T', f: 1.6 },
      { name: '人脸识别闸机款终端', code: 'G', f: 1.15 },
    ]) {
      const name = `${inch}英寸${kind.name}`;
      out.push({
        cat: CAT['人脸识别终端']!,
        name,
        brand: 'own',
        shape: 'face-terminal',
        desc: `${inch}英寸触摸屏，深度学习人脸识别，识别时间<0.2s，活体防假；支持人脸/刷卡/密码/二维码多种开门方式。`,
        keywords: '人脸 门禁 考勤 识别 闸机',
        needs: ['lock', 'adapter-12v'],
        brochure: true,
        skus: [
          {
            model: `${P}-FT${kind.code}${String(inch).replace('.', '')}-M`,
            name: `${name}(IC卡)`,
            attrs: {
              screenInch: inch,
              faceCapacity: inch >= 7 ? 50000 : 10000,
              cardType: 'IC',
              unlockModes: '人脸/刷卡/密码',
              powerW: 12,
            },
            priceYuan: niceYuan((900 + inch * 120) * kind.f),
          },
          {
            model: `${P}-FT${kind.code}${String(inch).replace('.', '')}-F`,
            name: `${name}(指纹+IC卡)`,
            attrs: {
              screenInch: inch,
              faceCapacity: inch >= 7 ? 50000 : 10000,
              cardType: 'IC',
              unlockModes: '人脸/指纹/刷卡/密码',
              powerW: 12,
            },
            priceYuan: niceYuan((1050 + inch * 120) * kind.f),
          },
        ],
      });
    }
  }
  for (const card of ['IC', 'ID', 'CPU']) {
    for (const kind of ['读卡器', '带键盘读卡器', '二维码读卡器']) {
      for (const proto of ['韦根', 'RS485']) {
        const name = `${card}卡${kind}(${proto})`;
        out.push({
          cat: CAT['读卡器']!,
          name,
          brand: 'own',
          shape: 'card-reader',
          desc: `${card}卡读卡，${proto}输出，IP65防水，适配各类门禁控制器。`,
          keywords: '读卡器 门禁 刷卡',
          skus: [
            {
              model: `${P}-CR${card === 'CPU' ? 'U' : card === 'ID' ? 'D' : 'I'}${kind.length > 3 ? (kind.startsWith('带') ? 'K' : 'Q') : 'S'}-${proto === '韦根' ? 'W' : 'R'}`,
              name,
              attrs: { cardType: card, network: proto, protection: 'IP65' },
              priceYuan: niceYuan(
                (kind.startsWith('二维码') ? 220 : kind.startsWith('带') ? 120 : 80) * (card === 'CPU' ? 1.4 : 1),
              ),
            },
          ],
        });
      }
    }
  }
  const locks = [
    { type: '磁力锁', forces: [180, 280, 500], base: 90 },
    { type: '电插锁', forces: [1000, 1200], base: 130 },
    { type: '阴极锁', forces: [800], base: 110 },
    { type: '玻璃门夹锁', forces: [280], base: 160 },
  ];
  for (const l of locks) {
    for (const force of l.forces) {
      for (const fb of [false, true]) {
        const name = `${force}kg${l.type}${fb ? '(带信号反馈)' : ''}`;
        out.push({
          cat: CAT['电锁']!,
          name,
          brand: 'own',
          shape: 'lock',
          desc: `${l.type}，静态拉力${force}kg，12V DC，断电开锁${fb ? '，带门状态信号反馈' : ''}。`,
          keywords: '电锁 磁力锁 门禁',
          role: 'lock',
          skus: [
            {
              model: `${P}-K${l.type === '磁力锁' ? 'M' : l.type === '电插锁' ? 'B' : l.type === '阴极锁' ? 'S' : 'G'}${force}${fb ? 'F' : ''}`,
              name,
              attrs: { lockType: l.type, holdingForceKg: force, powerW: 6 },
              priceYuan: niceYuan(l.base * (1 + force / 2000) * (fb ? 1.15 : 1)),
              unit: '把',
            },
          ],
        });
      }
    }
  }
  for (const doors of [1, 2, 4]) {
    for (const net of ['TCP/IP', 'RS485']) {
      const name = `${doors === 1 ? '单' : doors === 2 ? '双' : '四'}门门禁控制器(${net === 'TCP/IP' ? '网络型' : '485型'})`;
      out.push({
        cat: CAT['门禁控制器']!,
        name,
        brand: 'own',
        shape: 'access-controller',
        desc: `${doors}门控制，支持${doors * 2}个读卡器接入，${net}通信，10万卡容量，含机箱与电源。`,
        keywords: '门禁 控制器',
        needs: ['lock'],
        skus: [
          {
            model: `${P}-DC${doors}${net === 'TCP/IP' ? 'N' : 'R'}`,
            name,
            attrs: { doors, network: net },
            priceYuan: niceYuan(450 + doors * 280 + (net === 'TCP/IP' ? 150 : 0)),
          },
        ],
      });
    }
  }
}

function intercomFamilies(P: string, out: SpuSpec[]): void {
  for (const inch of [4.3, 7, 10.1]) {
    for (const sys of ['IP', '模拟']) {
      for (const v of [
        { name: '', code: 'S' },
        { name: '带WiFi', code: 'W' },
        { name: '带报警防区', code: 'A' },
      ]) {
        if (sys === '模拟' && v.code === 'W') continue;
        const name = `${inch}英寸${sys === 'IP' ? '数字' : '模拟'}可视对讲室内机${v.name ? `(${v.name})` : ''}`;
        out.push({
          cat: CAT['室内机']!,
          name,
          brand: 'own',
          shape: 'intercom-indoor',
          desc: `${inch}英寸彩色${inch >= 7 ? '触摸' : ''}屏，${sys === 'IP' ? '标准PoE供电、支持手机APP远程开门' : '四线制/两线制总线'}；可视对讲、监视门口、留影留言。`,
          keywords: '对讲 室内机 楼宇 门铃',
          skus: [
            {
              model: `${P}-VI${sys === 'IP' ? 'D' : 'A'}${String(inch).replace('.', '')}${v.code}`,
              name,
              attrs: {
                screenInch: inch,
                intercomType: sys === 'IP' ? '数字IP' : '模拟',
                ...(v.code === 'A' ? { zones: 8 } : {}),
                powerW: 6,
              },
              priceYuan: niceYuan((sys === 'IP' ? 360 : 220) + inch * 45 + (v.code === 'S' ? 0 : 80)),
            },
          ],
        });
      }
    }
  }
  for (const kind of [
    { name: '单元门口机', code: 'U', base: 1500 },
    { name: '别墅门口机', code: 'V', base: 700 },
    { name: '围墙机', code: 'W', base: 1800 },
    { name: '人脸识别单元门口机', code: 'F', base: 2600 },
  ]) {
    for (const sys of ['IP', '模拟']) {
      for (const keypad of ['按键', '触摸屏']) {
        if (kind.code === 'V' && keypad === '触摸屏') continue;
        const name = `${sys === 'IP' ? '数字' : '模拟'}${kind.name}(${keypad})`;
        out.push({
          cat: CAT['门口机']!,
          name,
          brand: 'own',
          shape: 'intercom-outdoor',
          desc: `200万像素广角摄像头，夜视补光，${keypad}呼叫；支持刷卡开门${kind.code === 'F' ? '与人脸识别开门' : ''}；IP65防护，铝合金面板。`,
          keywords: '对讲 门口机 单元门 楼宇',
          needs: ['lock'],
          skus: [
            {
              model: `${P}-VO${sys === 'IP' ? 'D' : 'A'}${kind.code}${keypad === '按键' ? 'K' : 'T'}`,
              name,
              attrs: {
                resolutionMP: 2,
                intercomType: sys === 'IP' ? '数字IP' : '模拟',
                cardType: 'IC',
                protection: 'IP65',
                ...(keypad === '触摸屏' ? { screenInch: 7 } : {}),
              },
              priceYuan: niceYuan(kind.base * (sys === 'IP' ? 1.2 : 1) * (keypad === '触摸屏' ? 1.3 : 1)),
            },
          ],
        });
      }
    }
  }
  for (const sys of ['IP', '模拟']) {
    for (const kind of ['管理机', '桌面式管理中心']) {
      const name = `${sys === 'IP' ? '数字' : '模拟'}可视对讲${kind}`;
      out.push({
        cat: CAT['管理机']!,
        name,
        brand: 'own',
        shape: 'intercom-master',
        desc: '物业中心使用，可呼叫任意住户与门口机，接收报警信息，支持通话记录查询。',
        keywords: '对讲 管理机 物业',
        skus: [
          {
            model: `${P}-VM${sys === 'IP' ? 'D' : 'A'}${kind.length > 3 ? 'C' : 'S'}`,
            name,
            attrs: { intercomType: sys === 'IP' ? '数字IP' : '模拟', screenInch: 10.1 },
            priceYuan: niceYuan(kind.length > 3 ? 3200 : 1800),
          },
        ],
      });
    }
  }
}

function parkingFamilies(P: string, out: SpuSpec[]): void {
  for (const arm of [
    { type: '直杆', lengths: [3, 4, 4.5, 6], base: 2200 },
    { type: '曲臂', lengths: [3, 3.5, 4], base: 2600 },
    { type: '栅栏', lengths: [3, 4], base: 3000 },
    { type: '广告', lengths: [3.5, 4.5], base: 3400 },
  ]) {
    for (const len of arm.lengths) {
      const name = `${len}米${arm.type}道闸`;
      const skus: SkuSpec[] = [1.5, 3, 6].map((t) => ({
        model: `${P}-BG${arm.type === '直杆' ? 'S' : arm.type === '曲臂' ? 'F' : arm.type === '栅栏' ? 'R' : 'A'}${String(len * 10).padStart(2, '0')}-${t * 10}`,
        name: `${name}(起落${t}秒)`,
        attrs: { armType: arm.type, armLengthM: len, liftTimeS: t, powerW: t < 2 ? 150 : 80 },
        priceYuan: niceYuan(arm.base * (1 + len / 12) * (t < 2 ? 1.35 : t > 4 ? 0.9 : 1)),
      }));
      out.push({
        cat: CAT['道闸']!,
        name,
        brand: 'own',
        shape: 'barrier-gate',
        desc: `直流无刷电机，${arm.type}闸杆${len}米，遇阻自动反弹，支持地感与雷达防砸。`,
        keywords: '道闸 停车场 出入口 闸机',
        brochure: true,
        skus,
      });
    }
  }
  for (const res of [2, 3, 4]) {
    for (const kind of [
      { name: '车牌识别一体机', code: 'A', f: 1.4 },
      { name: '车牌识别相机', code: 'C', f: 1 },
      { name: '无牌车扫码识别相机', code: 'Q', f: 1.2 },
    ]) {
      const name = `${mpName(res)}${kind.name}`;
      out.push({
        cat: CAT['车牌识别相机']!,
        name,
        brand: 'own',
        shape: 'camera-lpr',
        desc: `深度学习车牌识别，识别率≥99%，支持新能源车牌、双层黄牌、军警车牌；${kind.code === 'A' ? '含LED显示屏与语音播报；' : ''}补光灯自动调节。`,
        keywords: '车牌 识别 停车场 出入口',
        skus: [
          {
            model: `${P}-LP${kind.code}${pad2(res)}-6`,
            name: `${name} 6mm`,
            attrs: {
              resolutionMP: res,
              lensMm: 6,
              fovHorizontalDeg: hfov('1/2.8"', 6),
              protection: 'IP66',
              powerW: 15,
            },
            priceYuan: niceYuan(1800 * resFactor(res) * kind.f),
          },
          {
            model: `${P}-LP${kind.code}${pad2(res)}-Z`,
            name: `${name} 2.8-12mm`,
            attrs: {
              resolutionMP: res,
              lensMm: 2.8,
              lensMaxMm: 12,
              fovHorizontalDeg: hfov('1/2.8"', 2.8),
              protection: 'IP66',
              powerW: 16,
            },
            priceYuan: niceYuan(1800 * resFactor(res) * kind.f * 1.15),
          },
        ],
      });
    }
  }
  for (const kind of [
    { name: '入口控制机', code: 'I' },
    { name: '出口控制机', code: 'O' },
    { name: '出入口一体控制机', code: 'B' },
  ]) {
    for (const v of ['刷卡', '扫码', '刷卡+扫码']) {
      const name = `${kind.name}(${v})`;
      out.push({
        cat: CAT['出入口控制机']!,
        name,
        brand: 'own',
        shape: 'parking-controller',
        desc: `停车场${kind.name}，LED显示余位与车牌，语音播报；支持${v}通行与无感支付。`,
        keywords: '停车场 出入口 岗亭 票箱',
        skus: [
          {
            model: `${P}-PC${kind.code}-${v === '刷卡' ? 'C' : v === '扫码' ? 'Q' : 'CQ'}`,
            name,
            attrs: { cardType: v.includes('刷卡') ? 'IC' : '无', powerW: 60 },
            priceYuan: niceYuan(3200 + (kind.code === 'B' ? 1500 : 0) + (v.length > 2 ? 600 : 0)),
          },
        ],
      });
    }
  }
}

function ledFamilies(P: string, out: SpuSpec[]): void {
  for (const pitch of [0.9, 1.2, 1.25, 1.5, 1.53, 1.86, 2.0, 2.5]) {
    for (const cab of ['600×337.5', '640×480']) {
      for (const tech of ['SMD', 'COB']) {
        if (tech === 'COB' && pitch > 1.53) continue;
        const name = `室内P${pitch} ${tech}小间距LED显示屏(${cab}箱体)`;
        out.push({
          cat: CAT['室内小间距LED屏']!,
          name,
          brand: 'own',
          shape: 'led-indoor',
          desc: `像素间距${pitch}mm，${tech}封装，压铸铝箱体${cab}mm，刷新率3840Hz，亮度600cd/㎡，前维护。按平方米报价，含箱体与接收卡。`,
          keywords: 'led 大屏 小间距 指挥中心 会议室',
          brochure: true,
          skus: [
            {
              model: `${P}-LI${String(pitch).replace('.', '')}${tech === 'COB' ? 'C' : 'S'}-${cab.startsWith('600') ? '16' : '43'}`,
              name,
              attrs: { pixelPitchMm: pitch, cabinetSizeMm: cab, brightnessNits: 600, powerW: 480 },
              priceYuan: niceYuan((30000 / pitch ** 1.3) * (tech === 'COB' ? 1.35 : 1)),
              unit: '平方米',
            },
          ],
        });
      }
    }
  }
  for (const pitch of [2.5, 3, 4, 5, 6, 8, 10]) {
    for (const cab of ['960×960', '640×640']) {
      for (const bright of [5500, 7000]) {
        const name = `户外P${pitch} ${bright >= 7000 ? '高亮' : ''}LED显示屏(${cab}箱体)`;
        out.push({
          cat: CAT['户外LED屏']!,
          name,
          brand: 'own',
          shape: 'led-outdoor',
          desc: `户外全彩，像素间距${pitch}mm，亮度${bright}cd/㎡，IP65防护，箱体${cab}mm。按平方米报价。`,
          keywords: 'led 户外 广告 大屏',
          skus: [
            {
              model: `${P}-LO${String(pitch).replace('.', '')}-${cab.startsWith('960') ? '96' : '64'}${bright >= 7000 ? 'H' : ''}`,
              name,
              attrs: {
                pixelPitchMm: pitch,
                cabinetSizeMm: cab,
                brightnessNits: bright,
                protection: 'IP65',
                powerW: 650,
              },
              priceYuan: niceYuan((9000 / pitch ** 0.9) * (bright >= 7000 ? 1.2 : 1)),
              unit: '平方米',
            },
          ],
        });
      }
    }
  }
}

function broadcastFamilies(P: string, out: SpuSpec[]): void {
  for (const zones of [4, 8, 16, 64]) {
    for (const kind of ['IP网络广播主机', '智能广播服务器']) {
      if (kind === '智能广播服务器' && zones < 16) continue;
      const name = `${zones}分区${kind}`;
      out.push({
        cat: CAT['IP广播主机']!,
        name,
        brand: 'own',
        shape: 'broadcast-host',
        desc: `${zones}个广播分区，定时打铃、实时采播、消防联动与远程寻呼，支持手机APP控制。`,
        keywords: '广播 背景音乐 校园 打铃',
        skus: [
          {
            model: `${P}-BH${pad2(zones)}${kind.startsWith('智能') ? 'S' : 'N'}`,
            name,
            attrs: { zones, powerW: 30 },
            priceYuan: niceYuan(1800 + zones * 90),
          },
        ],
      });
    }
  }
  for (const w of [20, 30, 40, 60]) {
    for (const kind of [
      { name: '室外防水音柱', code: 'O', prot: 'IP66' },
      { name: '室内壁挂音柱', code: 'I', prot: 'IP44' },
    ]) {
      for (const ip of [true, false]) {
        const name = `${w}W${ip ? 'IP网络' : '定压'}${kind.name}`;
        out.push({
          cat: CAT['音柱']!,
          name,
          brand: 'own',
          shape: 'speaker-column',
          desc: `额定功率${w}W，${ip ? 'PoE供电IP网络音柱，内置数字功放' : '70V/100V定压输入'}，${kind.prot}。`,
          keywords: '音柱 广播 喇叭',
          skus: [
            {
              model: `${P}-SC${kind.code}${w}${ip ? 'N' : 'V'}`,
              name,
              attrs: { powerW: w, network: ip ? 'IP' : '定压', protection: kind.prot },
              priceYuan: niceYuan((ip ? 480 : 160) + w * 4),
              unit: '只',
            },
          ],
        });
      }
    }
  }
  for (const w of [3, 6, 10, 15]) {
    for (const ip of [true, false]) {
      for (const size of ['5寸', '6.5寸']) {
        const name = `${w}W ${size}${ip ? 'IP网络' : '定压'}吸顶喇叭`;
        out.push({
          cat: CAT['吸顶喇叭']!,
          name,
          brand: 'own',
          shape: 'speaker-ceiling',
          desc: `${size}同轴扬声器，${w}W，${ip ? 'PoE供电' : '70V/100V定压'}，适合走廊、商超、教室吊顶安装。`,
          keywords: '吸顶 喇叭 广播 背景音乐',
          skus: [
            {
              model: `${P}-SP${size === '5寸' ? '5' : '6'}${pad2(w)}${ip ? 'N' : 'V'}`,
              name,
              attrs: { powerW: w, network: ip ? 'IP' : '定压' },
              priceYuan: niceYuan((ip ? 320 : 45) + w * 3),
              unit: '只',
            },
          ],
        });
      }
    }
  }
}

function upsFamilies(P: string, out: SpuSpec[]): void {
  for (const kva of [1, 2, 3, 6, 10, 15, 20]) {
    for (const kind of ['标机', '长效机']) {
      const name = `${kva}kVA在线式UPS不间断电源(${kind})`;
      const skus: SkuSpec[] =
        kind === '标机'
          ? [
              {
                model: `${P}-UPS${pad2(kva)}K`,
                name,
                attrs: { capacityVA: kva * 1000, backupMinutes: kva <= 3 ? 10 : 6, upsType: kind, powerW: kva * 900 },
                priceYuan: niceYuan(1100 + kva * 620),
              },
            ]
          : [30, 60, 120, 240].map((m) => ({
              model: `${P}-UPS${pad2(kva)}KS-${m}`,
              name: `${name} 后备${m}分钟(含电池)`,
              attrs: { capacityVA: kva * 1000, backupMinutes: m, upsType: kind, powerW: kva * 900 },
              priceYuan: niceYuan(900 + kva * 560 + kva * m * 14),
            }));
      out.push({
        cat: CAT['UPS主机']!,
        name,
        brand: 'power',
        shape: 'ups',
        desc: `双变换在线式，输出功率因数0.9，纯正弦波输出，${kind === '标机' ? '内置电池' : '外接电池组，后备时间按需配置'}；适合监控中心、机房供电保障。`,
        keywords: 'ups 不间断电源 后备 机房',
        brochure: true,
        skus,
      });
    }
  }
  for (const va of [600, 1000, 1500, 2000, 3000]) {
    for (const kind of ['后备式', '在线互动式']) {
      const name = `${va >= 1000 ? `${va / 1000}kVA` : `${va}VA`}${kind}UPS电源`;
      out.push({
        cat: CAT['UPS主机']!,
        name,
        brand: 'power',
        shape: 'ups',
        desc: `${kind}，内置免维护电池，自动稳压，适合前端设备箱、小型录像机与网络设备备电。`,
        keywords: 'ups 不间断电源 后备',
        skus: [
          {
            model: `${P}-UB${va / 100}${kind === '后备式' ? 'B' : 'I'}`,
            name,
            attrs: { capacityVA: va, backupMinutes: 8, upsType: kind, powerW: va * 0.6 },
            priceYuan: niceYuan(240 + va * 0.5 * (kind === '后备式' ? 1 : 1.3)),
          },
        ],
      });
    }
  }
  for (const ah of [7, 12, 17, 24, 38, 65, 100, 150]) {
    const name = `12V ${ah}Ah 阀控式铅酸蓄电池`;
    out.push({
      cat: CAT['UPS蓄电池']!,
      name,
      brand: 'power',
      shape: 'battery',
      desc: `12V ${ah}Ah，免维护，设计寿命${ah >= 65 ? 10 : 5}年，适配UPS与报警主机。`,
      keywords: '电池 蓄电池 ups',
      role: 'battery',
      skus: [
        {
          model: `HE-12V${ah}`,
          name,
          attrs: { batteryAh: ah, outputVoltage: '12V' },
          priceYuan: niceYuan(40 + ah * 5.5),
          unit: '只',
        },
      ],
    });
  }
}

function alarmFamilies(P: string, out: SpuSpec[]): void {
  for (const zones of [8, 16, 32, 64, 128]) {
    for (const net of ['有线', '无线', '4G+有线']) {
      const name = `${zones}防区${net}报警主机`;
      out.push({
        cat: CAT['报警主机']!,
        name,
        brand: 'own',
        shape: 'alarm-host',
        desc: `${zones}个防区，支持${net}探测器接入，布撤防、旁路、手机APP推送，可联动视频复核。`,
        keywords: '报警 防盗 主机 周界',
        needs: ['battery'],
        skus: [
          {
            model: `${P}-AH${pad2(zones)}${net === '有线' ? 'W' : net === '无线' ? 'R' : 'G'}`,
            name,
            attrs: { zones, connection: net },
            priceYuan: niceYuan(380 + zones * 14 + (net === '4G+有线' ? 300 : 0)),
          },
        ],
      });
    }
  }
  for (const d of [
    { type: '被动红外探测器', code: 'PIR', base: 60 },
    { type: '红外微波双鉴探测器', code: 'DT', base: 120 },
    { type: '幕帘探测器', code: 'CU', base: 70 },
    { type: '门磁', code: 'MC', base: 25 },
    { type: '玻璃破碎探测器', code: 'GB', base: 110 },
    { type: '独立式烟感探测器', code: 'SM', base: 90 },
    { type: '可燃气体探测器', code: 'GS', base: 180 },
    { type: '水浸探测器', code: 'WL', base: 85 },
    { type: '紧急按钮', code: 'EB', base: 35 },
    { type: '室外对射探测器(100米)', code: 'BM', base: 420 },
  ]) {
    for (const conn of ['有线', '无线']) {
      const name = `${conn}${d.type}`;
      out.push({
        cat: CAT['探测器']!,
        name,
        brand: 'own',
        shape: 'detector',
        desc: `${d.type}，${conn === '无线' ? '433MHz无线，电池寿命3年' : '常开/常闭输出，12V供电'}，防拆报警。`,
        keywords: '探测器 报警 传感器',
        skus: [
          {
            model: `${P}-${d.code}${conn === '无线' ? '-R' : '-W'}`,
            name,
            attrs: { detectorType: d.type, connection: conn },
            priceYuan: niceYuan(d.base * (conn === '无线' ? 1.4 : 1)),
            unit: '个',
          },
        ],
      });
    }
  }
}

function cableFamilies(out: SpuSpec[]): void {
  for (const [brand, cp, pf] of [
    ['cable', 'RT', 1],
    ['cable2', 'JQ', 0.94],
  ] as const)
    cableLines(out, brand, cp, pf);
  mountsAndPower(out);
}

function cableLines(out: SpuSpec[], brand: BrandKey, cp: string, pf: number): void {
  for (const type of ['超五类', '六类', '超六类']) {
    for (const shield of ['非屏蔽', '屏蔽']) {
      for (const env of ['室内', '室外']) {
        const name = `${type}${shield}${env}网线 305米/箱`;
        out.push({
          cat: CAT['网线']!,
          name,
          brand,
          shape: 'cable-reel',
          desc: `${type}${shield === '屏蔽' ? 'FTP' : 'UTP'}，${env === '室外' ? 'PE护套防晒防水' : 'PVC阻燃护套'}，305米/箱。`,
          keywords: '网线 双绞线 布线 综合布线',
          role: 'cable',
          skus: [
            {
              model: `${cp}-${type === '超五类' ? 'C5E' : type === '六类' ? 'C6' : 'C6A'}${shield === '屏蔽' ? 'F' : 'U'}${env === '室外' ? 'O' : 'I'}-CU`,
              name: `${name}(无氧铜)`,
              attrs: { cableType: type, conductor: '无氧铜0.5mm', lengthM: 305 },
              priceYuan: niceYuan(
                pf *
                  (type === '超五类' ? 420 : type === '六类' ? 560 : 860) *
                  (shield === '屏蔽' ? 1.3 : 1) *
                  (env === '室外' ? 1.15 : 1),
              ),
              unit: '箱',
            },
            {
              model: `${cp}-${type === '超五类' ? 'C5E' : type === '六类' ? 'C6' : 'C6A'}${shield === '屏蔽' ? 'F' : 'U'}${env === '室外' ? 'O' : 'I'}-CCA`,
              name: `${name}(铜包铝工程款)`,
              attrs: { cableType: type, conductor: '铜包铝', lengthM: 305 },
              priceYuan: niceYuan(
                pf * (type === '超五类' ? 190 : type === '六类' ? 260 : 420) * (shield === '屏蔽' ? 1.3 : 1),
              ),
              unit: '箱',
            },
          ],
        });
      }
    }
  }
  for (const spec of ['2×0.5', '2×0.75', '2×1.0', '2×1.5', '3×1.5', '3×2.5']) {
    for (const kind of ['RVV护套电源线', 'RVVP屏蔽电源线']) {
      const name = `${kind} ${spec}㎡ 100米/卷`;
      out.push({
        cat: CAT['电源线']!,
        name,
        brand,
        shape: 'power-cable',
        desc: `${spec}平方毫米无氧铜芯，${kind.startsWith('RVVP') ? '铜网屏蔽，' : ''}软护套，100米/卷。`,
        keywords: '电源线 rvv 布线',
        role: 'power-cable',
        skus: [
          {
            model: `${cp}-${kind.slice(0, kind.startsWith('RVVP') ? 4 : 3)}${spec.replace('×', 'X')}`,
            name,
            attrs: {
              cableType: kind.slice(0, kind.startsWith('RVVP') ? 4 : 3),
              conductor: `${spec}㎡无氧铜`,
              lengthM: 100,
            },
            priceYuan: niceYuan(pf * 90 * Number(spec.split('×')[0]) * Number(spec.split('×')[1]) * 2 + 40),
            unit: '卷',
          },
        ],
      });
    }
  }
}

function mountsAndPower(out: SpuSpec[]): void {
  const brackets: { role: string; names: string[]; base: number }[] = [
    {
      role: 'bracket-bullet',
      names: ['枪机壁装支架', '枪机吊装支架', '枪机万向支架', '筒机接线盒', '枪机抱杆支架'],
      base: 35,
    },
    { role: 'bracket-dome', names: ['半球壁装支架', '半球吊装支架', '半球吸顶转接盘', '半球角装支架'], base: 28 },
    {
      role: 'bracket-ptz',
      names: ['球机壁装支架', '球机吊装支架', '球机角装支架', '球机抱杆支架', '球机立杆(3米)'],
      base: 90,
    },
  ];
  for (const b of brackets) {
    for (const [i, n] of b.names.entries()) {
      for (const mat of ['铝合金', '不锈钢', '镀锌钢']) {
        const name = `${n}(${mat})`;
        out.push({
          cat: CAT['支架']!,
          name,
          brand: 'mount',
          shape: n.includes('接线盒') ? 'junction-box' : 'bracket',
          desc: `${mat}材质，承重${b.role === 'bracket-ptz' ? 30 : 10}kg，防腐喷涂，含安装螺丝。`,
          keywords: '支架 安装 配件',
          role: n.includes('接线盒') ? 'junction-box' : b.role,
          skus: [
            {
              model: `AG-${b.role === 'bracket-ptz' ? 'P' : b.role === 'bracket-dome' ? 'D' : 'B'}${i + 1}${mat === '不锈钢' ? 'S' : mat === '镀锌钢' ? 'G' : 'A'}`,
              name,
              attrs: { mountType: n.replace(/机|支架|\(.*\)/g, ''), protection: 'IP66' },
              priceYuan: niceYuan(
                b.base *
                  (1 + i * 0.25) *
                  (mat === '不锈钢' ? 1.8 : mat === '镀锌钢' ? 0.8 : 1) *
                  (n.includes('立杆') ? 8 : 1),
              ),
              unit: '个',
            },
          ],
        });
      }
    }
  }
  for (const mode of ['单模', '多模']) {
    for (const cores of [4, 8, 12, 24, 48]) {
      const name = `${cores}芯${mode}室外铠装光缆 1000米/轴`;
      out.push({
        cat: CAT['光纤']!,
        name,
        brand: 'cable',
        shape: 'fiber',
        desc: `${mode}${mode === '单模' ? 'G.652D' : 'OM3'}，${cores}芯，中心束管式铠装，适合管道与架空敷设。`,
        keywords: '光纤 光缆 布线 传输',
        skus: [
          {
            model: `RT-GYXTW-${cores}${mode === '单模' ? 'B1' : 'A1b'}`,
            name,
            attrs: { fiberMode: mode, fiberCores: cores, lengthM: 1000 },
            priceYuan: niceYuan((1200 + cores * 180) * (mode === '多模' ? 1.4 : 1)),
            unit: '轴',
          },
        ],
      });
    }
    for (const len of [1, 3, 5, 10]) {
      const name = `${mode}LC-LC光纤跳线 ${len}米`;
      out.push({
        cat: CAT['光纤']!,
        name,
        brand: 'cable',
        shape: 'fiber',
        desc: `${mode}双芯LC-LC跳线，插损≤0.3dB。`,
        keywords: '跳线 光纤',
        skus: [
          {
            model: `RT-PC-LL${mode === '单模' ? 'S' : 'M'}-${len}`,
            name,
            attrs: { fiberMode: mode, fiberCores: 2, lengthM: len },
            priceYuan: niceYuan(12 + len * 2),
            unit: '条',
          },
        ],
      });
    }
  }
  for (const v of [
    { volt: '12V', amps: [1, 2, 5, 10, 20], role: 'adapter-12v' },
    { volt: '24V AC', amps: [2, 3, 5], role: 'adapter-24v' },
    { volt: '48V', amps: [1, 2], role: 'adapter-48v' },
  ]) {
    for (const a of v.amps) {
      const kind = a >= 5 ? '集中供电电源箱' : '电源适配器';
      const name = `${v.volt} ${a}A${kind}`;
      out.push({
        cat: CAT['电源适配器']!,
        name,
        brand: 'power',
        shape: 'adapter',
        desc: `${v.volt}输出，${a}A，过压过流短路保护${a >= 5 ? '，多路输出，适合集中供电' : ''}。`,
        keywords: '电源 适配器 供电',
        role: v.role,
        skus: [
          {
            model: `HE-${v.volt.replace(/\s|AC/g, '')}${a}A${a >= 5 ? '-B' : ''}`,
            name,
            attrs: { outputVoltage: v.volt, powerW: Math.round(Number(v.volt.slice(0, 2)) * a) },
            priceYuan: niceYuan(15 + a * 14 + (a >= 5 ? 60 : 0)),
            unit: '个',
          },
        ],
      });
    }
  }
}

function softwareFamilies(P: string, out: SpuSpec[]): void {
  const sw = (name: string, cat: number, desc: string, skus: SkuSpec[], keywords: string): SpuSpec => ({
    cat,
    name,
    brand: 'own',
    shape:
      cat === CAT['客户端软件'] ? 'software-client' : cat === CAT['智能分析授权'] ? 'software-license' : 'software-box',
    desc,
    skuType: 2,
    saleType: '非经',
    keywords,
    skus: skus.map((s) => ({ ...s, unit: s.unit ?? '套' })),
  });
  out.push(
    sw(
      '综合安防管理平台(基础版)',
      CAT['平台软件']!,
      '视频、门禁、停车、报警统一接入与管理，基础版免费授权64路。',
      [
        {
          model: `${P}-SW-PLAT-B64`,
          name: '综合安防管理平台 基础版 64路授权(免费)',
          attrs: { licenseChannels: 64, licenseType: '永久' },
          priceYuan: 0,
        },
      ],
      '平台 软件 管理 vms',
    ),
    sw(
      '综合安防管理平台(标准版)',
      CAT['平台软件']!,
      '多子系统联动、电子地图、报表统计，按路数授权。',
      [64, 128, 256, 512].map((c) => ({
        model: `${P}-SW-PLAT-S${c}`,
        name: `综合安防管理平台 标准版 ${c}路授权`,
        attrs: { licenseChannels: c, licenseType: '永久' },
        priceYuan: niceYuan(6000 + c * 60),
      })),
      '平台 软件 管理 vms',
    ),
    sw(
      '综合安防管理平台(专业版)',
      CAT['平台软件']!,
      '集群部署、双机热备、级联，适合大型园区与平安城市。',
      [256, 1024, 2048].map((c) => ({
        model: `${P}-SW-PLAT-P${c}`,
        name: `综合安防管理平台 专业版 ${c}路授权`,
        attrs: { licenseChannels: c, licenseType: '永久' },
        priceYuan: niceYuan(30000 + c * 45),
      })),
      '平台 软件 集群',
    ),
    sw(
      '设备管理软件',
      CAT['平台软件']!,
      '设备批量激活、配置、升级与状态巡检，免费使用。',
      [{ model: `${P}-SW-DEV`, name: '设备管理软件(免费)', attrs: { licenseType: '永久' }, priceYuan: 0 }],
      '设备管理 批量配置',
    ),
    sw(
      '团队管理软件',
      CAT['平台软件']!,
      '工程团队人员、工单与巡检管理，免费使用。',
      [{ model: `${P}-SW-TEAM`, name: '团队管理软件(免费)', attrs: { licenseType: '永久' }, priceYuan: 0 }],
      '团队 工单',
    ),
    sw(
      '账号管理软件',
      CAT['平台软件']!,
      '多级账号与权限分配，免费使用。',
      [{ model: `${P}-SW-ACCT`, name: '账号管理软件(免费)', attrs: { licenseType: '永久' }, priceYuan: 0 }],
      '账号 权限',
    ),
    sw(
      '门禁考勤管理软件',
      CAT['平台软件']!,
      '门禁权限下发、考勤排班与报表。',
      [100, 500, 2000].map((n) => ({
        model: `${P}-SW-ACS-${n}`,
        name: `门禁考勤管理软件 ${n}门授权`,
        attrs: { licenseChannels: n, licenseType: '永久' },
        priceYuan: niceYuan(1500 + n * 6),
      })),
      '门禁 考勤 软件',
    ),
    sw(
      '停车场管理软件',
      CAT['平台软件']!,
      '车场收费、月卡、访客与移动支付对接。',
      [2, 8, 32].map((n) => ({
        model: `${P}-SW-PKG-${n}`,
        name: `停车场管理软件 ${n}车道授权`,
        attrs: { licenseChannels: n, licenseType: '永久' },
        priceYuan: niceYuan(2000 + n * 450),
      })),
      '停车场 收费 软件',
    ),
    sw(
      '存储管理软件',
      CAT['平台软件']!,
      'CVR/云存储统一管理，录像计划与容量预警。',
      [{ model: `${P}-SW-STOR`, name: '存储管理软件 标准授权', attrs: { licenseType: '永久' }, priceYuan: 4800 }],
      '存储 管理',
    ),
  );
  for (const a of [
    { name: '人脸识别分析授权', code: 'FACE', per: 600 },
    { name: '周界防范分析授权', code: 'PERI', per: 280 },
    { name: '行为分析授权', code: 'BHV', per: 350 },
    { name: '车辆结构化分析授权', code: 'VEH', per: 420 },
    { name: '客流统计分析授权', code: 'PCNT', per: 200 },
    { name: '安全帽检测授权', code: 'HELM', per: 300 },
  ]) {
    out.push(
      sw(
        a.name,
        CAT['智能分析授权']!,
        `${a.name.replace('授权', '')}算法，按分析路数授权；支持年度或永久授权。`,
        [
          ...[4, 16, 64].map((c) => ({
            model: `${P}-AI-${a.code}-${c}`,
            name: `${a.name} ${c}路 永久`,
            attrs: { licenseChannels: c, licenseType: '永久' },
            priceYuan: niceYuan(a.per * c),
          })),
          {
            model: `${P}-AI-${a.code}-Y16`,
            name: `${a.name} 16路 年度`,
            attrs: { licenseChannels: 16, licenseType: '年度' },
            priceYuan: niceYuan(a.per * 16 * 0.3),
          },
        ],
        '智能 算法 授权 ai',
      ),
    );
  }
  for (const [ci, c] of [
    { name: '移动客户端', desc: '手机远程预览、回放与报警推送，免费下载使用。', price: 0 },
    { name: 'PC客户端', desc: 'Windows客户端，多画面预览与回放，免费使用。', price: 0 },
    { name: '电视墙控制客户端', desc: '大屏上墙、轮巡与预案控制。', price: 1200 },
    { name: '视频质量诊断软件', desc: '画面模糊、偏色、遮挡、信号丢失自动诊断。', price: 3800 },
  ].entries()) {
    out.push(
      sw(
        c.name,
        CAT['客户端软件']!,
        c.desc,
        [
          {
            model: `${P}-CL-0${ci + 1}${c.price ? 'P' : 'F'}`,
            name: `${c.name}${c.price ? '' : '(免费)'}`,
            attrs: { licenseType: '永久' },
            priceYuan: c.price,
          },
        ],
        '客户端 软件 app',
      ),
    );
  }
}

function bridgeFamilies(P: string, out: SpuSpec[]): void {
  for (const f of [2.4, 5.8]) {
    for (const km of [1, 3, 5, 10, 20]) {
      if (f === 2.4 && km > 5) continue;
      const gain = km <= 1 ? 12 : km <= 3 ? 14 : km <= 5 ? 16 : km <= 10 ? 19 : 23;
      const tp = f === 2.4 ? 150 : km >= 10 ? 867 : 300;
      for (const pair of [true, false]) {
        const name = `${f}G ${km}公里无线网桥${pair ? '(一对)' : '(单只)'}`;
        out.push({
          cat: CAT['点对点网桥']!,
          name,
          brand: 'own',
          shape: 'bridge',
          desc: `${f}GHz，${gain}dBi定向天线，传输距离${km}km，吞吐量${tp}Mbps，PoE供电，IP65防水；${pair ? '出厂已配对，即插即用' : '可做一点对多点组网'}。`,
          keywords: '网桥 无线 传输 远距离',
          skus: [
            {
              model: `${P}-WB${f === 2.4 ? '24' : '58'}${pad2(km)}${pair ? 'K' : 'S'}`,
              name,
              attrs: {
                frequencyGHz: f,
                txPowerDbm: km >= 10 ? 30 : 27,
                antennaGainDbi: gain,
                sensitivityDbm: km >= 10 ? -96 : -92,
                throughputMbps: tp,
                rangeKm: km,
                protection: 'IP65',
                powerW: 8,
              },
              priceYuan: niceYuan((180 + km * 60 + (tp > 300 ? 300 : 0)) * (pair ? 2 : 1)),
              unit: pair ? '对' : '只',
            },
          ],
        });
      }
    }
  }
  for (const f of [2.4, 5.8]) {
    for (const floors of [30, 60]) {
      for (const kind of ['电梯网桥', '电梯网桥(带POE输出)']) {
        const name = `${f}G ${floors}层${kind}`;
        out.push({
          cat: CAT['电梯网桥']!,
          name,
          brand: 'own',
          shape: 'bridge-elevator',
          desc: `专为电梯井道设计，${floors}层内稳定传输，出厂配对，支持${kind.includes('POE') ? '直接为轿厢摄像机PoE供电' : '摄像机视频回传'}。`,
          keywords: '电梯 网桥 无线',
          skus: [
            {
              model: `${P}-EB${f === 2.4 ? '24' : '58'}${floors}${kind.includes('POE') ? 'P' : ''}`,
              name,
              attrs: {
                frequencyGHz: f,
                txPowerDbm: 20,
                antennaGainDbi: 10,
                sensitivityDbm: -90,
                throughputMbps: f === 2.4 ? 150 : 300,
                rangeKm: floors === 30 ? 0.1 : 0.2,
              },
              priceYuan: niceYuan(360 + floors * 4 + (kind.includes('POE') ? 80 : 0)),
              unit: '对',
            },
          ],
        });
      }
    }
  }
}

function counterFamilies(P: string, out: SpuSpec[]): void {
  const variants = [
    { lens: 2.0, h: 110, v: 80, min: 2.2, max: 3.5 },
    { lens: 2.8, h: 90, v: 60, min: 2.5, max: 4.5 },
    { lens: 4, h: 66, v: 45, min: 3.5, max: 6 },
  ];
  for (const kind of [
    { name: '垂直双目客流统计相机', code: 'V', f: 1 },
    { name: '垂直双目客流统计相机(带屏显)', code: 'D', f: 1.3 },
    { name: '垂直双目客流统计相机(4G)', code: 'G', f: 1.45 },
  ]) {
    for (const res of [2, 4]) {
      const name = `${mpName(res)}${kind.name}`;
      out.push({
        cat: CAT['垂直双目客流相机']!,
        name,
        brand: 'own',
        shape: 'binocular-counter',
        desc: '双目立体视觉，垂直顶装，区分进出方向，过滤推车与儿童，统计准确率≥98%。',
        keywords: '客流 双目 统计 零售 商超',
        brochure: true,
        skus: variants.map((v) => ({
          model: `${P}-PC${kind.code}${pad2(res)}-${String(v.lens).replace('.', '')}`,
          name: `${name} ${v.lens}mm`,
          attrs: {
            resolutionMP: res,
            lensMm: v.lens,
            fovHorizontalDeg: v.h,
            fovVerticalDeg: v.v,
            minMountHeightM: v.min,
            maxMountHeightM: v.max,
            countAccuracy: '≥98%',
            poeClass: 'af',
            powerW: 6,
          },
          priceYuan: niceYuan(1600 * kind.f * (res === 4 ? 1.25 : 1)),
        })),
      });
    }
  }
  for (const ch of [16, 64]) {
    const name = `${ch}路客流分析服务器`;
    out.push({
      cat: CAT['客流分析服务器']!,
      name,
      brand: 'own',
      shape: 'analytics-server',
      desc: '门店客流汇总、热力图、转化率与驻留分析，支持多门店报表。',
      keywords: '客流 分析 服务器',
      skus: [{ model: `${P}-PAS-${ch}`, name, attrs: { channels: ch }, priceYuan: niceYuan(8000 + ch * 220) }],
    });
  }
}

function displayFamilies(P: string, out: SpuSpec[]): void {
  for (const inch of [19, 22, 24, 27, 32, 43, 49, 55]) {
    for (const res of inch >= 32 ? ['1080P', '4K'] : ['1080P']) {
      const name = `${inch}英寸${res === '4K' ? '4K' : ''}监视器`;
      out.push({
        cat: CAT['监视器']!,
        name,
        brand: 'own',
        shape: 'monitor',
        desc: `${inch}英寸工业级液晶，${res}分辨率，HDMI/VGA/BNC输入，7×24小时运行。`,
        keywords: '监视器 显示器 屏幕',
        skus: [
          {
            model: `${P}-M${inch}${res === '4K' ? 'U' : 'F'}`,
            name,
            attrs: { screenInch: inch, outputs: 'HDMI/VGA/BNC' },
            priceYuan: niceYuan(inch * inch * (res === '4K' ? 1.5 : 1.05) + 300),
          },
        ],
      });
    }
  }
  for (const out4k of [4, 8, 16, 32]) {
    for (const kind of ['高清解码器', '4K高清解码器']) {
      const name = `${out4k}路输出${kind}`;
      out.push({
        cat: CAT['解码器']!,
        name,
        brand: 'own',
        shape: 'decoder',
        desc: `${out4k}路HDMI输出，支持${kind.startsWith('4K') ? '4K' : '1080P'}解码上墙、拼接与开窗漫游。`,
        keywords: '解码器 上墙 电视墙',
        skus: [
          {
            model: `${P}-DEC${pad2(out4k)}${kind.startsWith('4K') ? 'U' : 'H'}`,
            name,
            attrs: { outputs: `${out4k}×HDMI`, channels: out4k * (kind.startsWith('4K') ? 8 : 16) },
            priceYuan: niceYuan((2500 + out4k * 900) * (kind.startsWith('4K') ? 1.5 : 1)),
          },
        ],
      });
    }
  }
  for (const inch of [46, 49, 55, 65]) {
    for (const bezel of [3.5, 1.7, 0.88]) {
      if (inch === 65 && bezel < 1.7) continue;
      const name = `${inch}英寸${bezel}mm拼缝液晶拼接屏`;
      out.push({
        cat: CAT['液晶拼接屏']!,
        name,
        brand: 'own',
        shape: 'video-wall',
        desc: `${inch}英寸工业级液晶拼接单元，物理拼缝${bezel}mm，亮度500cd/㎡，含挂架。`,
        keywords: '拼接屏 大屏 电视墙 监控中心',
        brochure: true,
        skus: [
          {
            model: `${P}-LW${inch}${String(bezel).replace('.', '')}`,
            name,
            attrs: { screenInch: inch, bezelMm: bezel, brightnessNits: 500, powerW: 180 },
            priceYuan: niceYuan(inch * 80 * (bezel < 1 ? 2.2 : bezel < 2 ? 1.5 : 1)),
            unit: '块',
          },
        ],
      });
    }
  }
}

function cablingFamilies(P: string, out: SpuSpec[]): void {
  for (const u of [6, 9, 12, 18, 22, 27, 32, 37, 42, 47]) {
    for (const depth of u <= 12 ? [450, 600] : [600, 800, 1000]) {
      const kind = u <= 12 ? '壁挂式网络机柜' : depth >= 1000 ? '服务器机柜' : '网络机柜';
      const name = `${u}U ${kind}(${Math.round(depth)}mm深)`;
      out.push({
        cat: CAT['网络机柜']!,
        name,
        brand: 'mount',
        shape: 'cabinet',
        desc: `标准19英寸，${u}U，深${depth}mm，钢化玻璃前门${u > 12 ? '、网孔后门，含风扇与层板' : '，可壁挂安装'}，SPCC冷轧钢板。`,
        keywords: '机柜 布线 机房 弱电',
        skus: ['黑色', '白色'].map((color) => ({
          model: `AG-CB${u}${depth / 10}${color === '黑色' ? 'K' : 'W'}`,
          name: `${name} ${color}`,
          attrs: { heightU: u, depthMm: depth, color },
          priceYuan: niceYuan((u <= 12 ? 160 : 420) + u * depth * 0.045),
        })),
      });
    }
  }
  for (const kind of [
    { name: '超五类24口配线架', code: 'P5-24', base: 120 },
    { name: '六类24口配线架', code: 'P6-24', base: 180 },
    { name: '超五类48口配线架', code: 'P5-48', base: 210 },
    { name: '六类48口配线架', code: 'P6-48', base: 320 },
    { name: '24口光纤配线架(ODF)', code: 'ODF24', base: 260 },
    { name: '48口光纤配线架(ODF)', code: 'ODF48', base: 420 },
    { name: '超五类信息模块', code: 'M5', base: 9 },
    { name: '六类信息模块', code: 'M6', base: 14 },
    { name: '超五类水晶头(100个/盒)', code: 'RJ5', base: 45 },
    { name: '六类水晶头(100个/盒)', code: 'RJ6', base: 75 },
    { name: '理线架(1U)', code: 'CM1', base: 40 },
  ]) {
    for (const shield of ['非屏蔽', '屏蔽']) {
      if (kind.code.startsWith('ODF') || kind.code.startsWith('CM')) {
        if (shield === '屏蔽') continue;
      }
      const name = kind.code.startsWith('ODF') || kind.code.startsWith('CM') ? kind.name : `${kind.name}(${shield})`;
      out.push({
        cat: CAT['配线架与模块']!,
        name,
        brand: 'cable',
        shape: 'patch-panel',
        desc: `${name}，符合TIA/EIA-568标准，适合弱电间与机房综合布线。`,
        keywords: '配线架 布线 水晶头 模块',
        skus: [
          {
            model: `RT-${kind.code}${shield === '屏蔽' ? 'S' : 'U'}`,
            name,
            attrs: { cableType: kind.name.slice(0, 3) },
            priceYuan: niceYuan(kind.base * (shield === '屏蔽' ? 1.5 : 1)),
            unit: kind.code.startsWith('RJ') ? '盒' : '个',
          },
        ],
      });
    }
  }
  for (const speed of ['百兆', '千兆']) {
    for (const mode of ['单模单纤', '单模双纤', '多模双纤']) {
      for (const km of mode === '多模双纤' ? [0.5, 2] : [3, 20, 40, 60]) {
        const name = `${speed}${mode}光纤收发器(${km}km)`;
        const skus: SkuSpec[] =
          mode === '单模单纤'
            ? ['A端', 'B端'].map((end) => ({
                model: `${P}-MC${speed === '千兆' ? 'G' : 'F'}S1-${km}${end[0]}`,
                name: `${name} ${end}`,
                attrs: { portSpeed: speed, fiberMode: mode, rangeKm: km },
                priceYuan: niceYuan((speed === '千兆' ? 95 : 55) * (1 + km / 40)),
              }))
            : [
                {
                  model: `${P}-MC${speed === '千兆' ? 'G' : 'F'}${mode.startsWith('多') ? 'M2' : 'S2'}-${km}`,
                  name,
                  attrs: { portSpeed: speed, fiberMode: mode, rangeKm: km },
                  priceYuan: niceYuan((speed === '千兆' ? 90 : 50) * (1 + km / 40)),
                },
              ];
        out.push({
          cat: CAT['光纤收发器']!,
          name,
          brand: 'own',
          shape: 'media-converter',
          desc: `${speed}光电转换，${mode}，传输${km}km，SC接口，外置5V电源。`,
          keywords: '收发器 光纤 光电转换',
          role: 'media-converter',
          skus,
        });
      }
    }
  }
  for (const outlets of [6, 8, 10, 12]) {
    for (const kind of ['基础型PDU', '防雷型PDU', '智能监测PDU']) {
      const name = `${outlets}位${kind}(16A)`;
      out.push({
        cat: CAT['PDU电源插座']!,
        name,
        brand: 'power',
        shape: 'pdu',
        desc: `19英寸机柜专用，${outlets}位国标插孔，16A，铝合金外壳${kind === '智能监测PDU' ? '，支持远程电流监测' : ''}。`,
        keywords: 'pdu 插座 机柜 电源',
        skus: [
          {
            model: `HE-PDU${outlets}${kind.startsWith('基础') ? 'B' : kind.startsWith('防雷') ? 'L' : 'M'}`,
            name,
            attrs: { outlets },
            priceYuan: niceYuan(
              (60 + outlets * 12) * (kind.startsWith('智能') ? 4 : kind.startsWith('防雷') ? 1.4 : 1),
            ),
            unit: '个',
          },
        ],
      });
    }
  }
}

function securityFamilies(P: string, out: SpuSpec[]): void {
  for (const zones of [6, 12, 18, 24, 33]) {
    for (const kind of ['通过式金属探测安检门', '测温型安检门']) {
      const name = `${zones}区${kind}`;
      out.push({
        cat: CAT['安检门']!,
        name,
        brand: 'own',
        shape: 'security-gate',
        desc: `${zones}个独立探测区，灵敏度255级可调，LED区位指示，声光报警${kind.startsWith('测温') ? '，集成人体测温' : ''}。`,
        keywords: '安检门 安检 金属探测',
        skus: [
          {
            model: `${P}-SG${pad2(zones)}${kind.startsWith('测温') ? 'T' : 'S'}`,
            name,
            attrs: { zones },
            priceYuan: niceYuan((2600 + zones * 160) * (kind.startsWith('测温') ? 1.5 : 1)),
          },
        ],
      });
    }
  }
  for (const t of ['5030', '6550', '6550D', '100100', '100100D', '150180']) {
    const name = `${t}型通道式X光安检机${t.endsWith('D') ? '(双视角)' : ''}`;
    out.push({
      cat: CAT['X光安检机']!,
      name,
      brand: 'own',
      shape: 'xray',
      desc: `通道尺寸${t.replace('D', '').replace(/^(\d{2,3})(\d{2,3})$/, '$1×$2')}mm，穿透力≥38mm钢板，线分辨率40AWG，危险品自动识别。`,
      keywords: 'x光 安检机 行李 地铁',
      skus: [
        {
          model: `${P}-XR${t}`,
          name,
          attrs: { tunnelSize: t.replace('D', '') },
          priceYuan: niceYuan(38000 * (1 + Number(t.replace('D', '').slice(0, 3)) / 300) * (t.endsWith('D') ? 1.6 : 1)),
        },
      ],
    });
  }
  for (const zones of [1, 2, 4]) {
    for (const kind of ['脉冲电子围栏主机', '张力电子围栏主机']) {
      const name = `${zones}防区${kind}`;
      out.push({
        cat: CAT['电子围栏']!,
        name,
        brand: 'own',
        shape: 'fence',
        desc: `${zones}防区，${kind.startsWith('脉冲') ? '高压脉冲阻挡+报警' : '张力感应报警'}，可接入报警主机与视频联动。`,
        keywords: '电子围栏 周界 防盗',
        skus: [
          {
            model: `${P}-EF${zones}${kind.startsWith('脉冲') ? 'P' : 'T'}`,
            name,
            attrs: { zones },
            priceYuan: niceYuan(1200 + zones * 600),
          },
        ],
      });
    }
  }
  for (const kind of ['手持金属探测器', '高灵敏度手持金属探测器']) {
    out.push({
      cat: CAT['手持金属探测器']!,
      name: kind,
      brand: 'own',
      shape: 'metal-detector',
      desc: '声光/振动报警，9V电池供电，可连续工作40小时。',
      keywords: '手持 金属探测 安检',
      skus: [
        {
          model: `${P}-MD${kind.length > 8 ? 'H' : 'S'}`,
          name: kind,
          attrs: { connection: '手持' },
          priceYuan: niceYuan(kind.length > 8 ? 260 : 120),
          unit: '把',
        },
      ],
    });
  }
}

function homeFamilies(P: string, out: SpuSpec[]): void {
  for (const res of [2, 3, 4, 5]) {
    for (const kind of [
      { name: '家用云台摄像机', code: 'CP', f: 1 },
      { name: '家用室外防水摄像机', code: 'CO', f: 1.4 },
      { name: '电池摄像机', code: 'CB', f: 1.8 },
      { name: '双摄云台摄像机', code: 'CD', f: 1.7 },
    ]) {
      const name = `${mpName(res)}WiFi${kind.name}`;
      out.push({
        cat: CAT['家用摄像机']!,
        name,
        brand: 'own',
        shape: 'home-camera',
        desc: `${mpName(res)}高清，双频WiFi，手机APP远程看家，人形检测与双向语音，支持云存储与TF卡。`,
        keywords: '家用 wifi 看家 摄像头 监控',
        skus: [
          {
            model: `${P}-${kind.code}${res}W`,
            name: `${name} 标准版`,
            attrs: { resolutionMP: res, network: 'WiFi', lensMm: 4, fovHorizontalDeg: 90 },
            priceYuan: niceYuan(120 * kind.f * resFactor(res)),
          },
          {
            model: `${P}-${kind.code}${res}W/64G`,
            name: `${name} 含64G存储卡`,
            attrs: { resolutionMP: res, network: 'WiFi', lensMm: 4, fovHorizontalDeg: 90 },
            priceYuan: niceYuan(120 * kind.f * resFactor(res) + 50),
          },
        ],
      });
    }
  }
  for (const kind of [
    { name: '指纹密码智能门锁', code: 'F', base: 899 },
    { name: '3D人脸识别智能门锁', code: 'A', base: 1699 },
    { name: '猫眼可视智能门锁', code: 'V', base: 1999 },
    { name: '掌静脉智能门锁', code: 'P', base: 2499 },
  ]) {
    for (const color of ['曜石黑', '星空灰']) {
      const name = `${kind.name}(${color})`;
      out.push({
        cat: CAT['智能门锁']!,
        name,
        brand: 'own',
        shape: 'smart-lock',
        desc: `${kind.name.replace('智能门锁', '')}开锁，C级锁芯，APP远程管理与临时密码，低电量提醒。`,
        keywords: '智能锁 门锁 指纹锁 家用',
        skus: [
          {
            model: `${P}-DL${kind.code}${color === '曜石黑' ? 'B' : 'G'}`,
            name,
            attrs: { color, unlockModes: kind.name.replace('智能门锁', '') },
            priceYuan: niceYuan(kind.base),
            unit: '把',
          },
        ],
      });
    }
  }
  for (const [ki, kind] of ['可视门铃', '电池可视门铃', '智能猫眼'].entries()) {
    for (const res of [2, 3]) {
      const name = `${mpName(res)}${kind}`;
      out.push({
        cat: CAT['可视门铃']!,
        name,
        brand: 'own',
        shape: 'doorbell',
        desc: '手机APP接听与查看访客，人体侦测，夜视，免布线安装。',
        keywords: '门铃 猫眼 家用',
        skus: [
          {
            model: `${P}-DB${ki + 1}${res}`,
            name,
            attrs: { resolutionMP: res, network: 'WiFi' },
            priceYuan: niceYuan(199 * resFactor(res) * (kind.startsWith('智能') ? 1.6 : 1)),
          },
        ],
      });
    }
  }
}

function moreFamilies(P: string, out: SpuSpec[]): void {
  for (const kind of [
    { name: '三辊闸', code: 'TR', base: 2600 },
    { name: '摆闸', code: 'SW', base: 4200 },
    { name: '翼闸', code: 'FL', base: 3800 },
    { name: '速通门', code: 'SP', base: 6800 },
    { name: '全高转闸', code: 'FH', base: 9800 },
  ]) {
    for (const lanes of ['单机芯', '双机芯']) {
      for (const mat of ['304不锈钢', '316不锈钢']) {
        const name = `${kind.name}(${lanes}/${mat})`;
        out.push({
          cat: CAT['通道闸机']!,
          name,
          brand: 'own',
          shape: 'turnstile',
          desc: `${kind.name}，${mat}机箱，${lanes}，防尾随、防夹检测，可集成人脸识别终端与刷卡模块。`,
          keywords: '闸机 通道 门禁 人行',
          needs: ['face-terminal'],
          skus: [
            {
              model: `${P}-TG${kind.code}${lanes === '单机芯' ? '1' : '2'}${mat.startsWith('316') ? '6' : '4'}`,
              name,
              attrs: { lanes, material: mat },
              priceYuan: niceYuan(kind.base * (lanes === '双机芯' ? 1.7 : 1) * (mat.startsWith('316') ? 1.25 : 1)),
            },
          ],
        });
      }
    }
  }
  for (const v of [
    { name: '超声波车位探测器', code: 'US', base: 120 },
    { name: '视频车位检测相机(1拖2)', code: 'V2', base: 480 },
    { name: '视频车位检测相机(1拖3)', code: 'V3', base: 560 },
    { name: '视频车位检测相机(1拖6)', code: 'V6', base: 980 },
    { name: '反向寻车查询机', code: 'QK', base: 5200 },
  ]) {
    out.push({
      cat: CAT['车位引导']!,
      name: v.name,
      brand: 'own',
      shape: 'parking-guidance',
      desc: `${v.name}，车位状态实时检测，红绿指示灯，接入车位引导系统。`,
      keywords: '车位 引导 停车场 寻车',
      skus: [
        {
          model: `${P}-PG${v.code}`,
          name: v.name,
          attrs: { network: 'RS485/TCP' },
          priceYuan: niceYuan(v.base),
          unit: '个',
        },
      ],
    });
  }
  for (const dirs of [1, 2, 3]) {
    for (const env of ['室内', '室外']) {
      const name = `${env}${dirs}方向车位引导屏`;
      out.push({
        cat: CAT['车位引导']!,
        name,
        brand: 'own',
        shape: 'parking-guidance',
        desc: `${dirs}方向余位显示，LED双色${env === '室外' ? '，IP65防护' : ''}。`,
        keywords: '车位 引导屏 停车场',
        skus: [
          {
            model: `${P}-PGS${dirs}${env === '室外' ? 'O' : 'I'}`,
            name,
            attrs: { network: 'RS485' },
            priceYuan: niceYuan(800 + dirs * 300 + (env === '室外' ? 500 : 0)),
            unit: '块',
          },
        ],
      });
    }
  }
  for (const w of [60, 120, 240, 350, 500, 650]) {
    for (const kind of ['合并式定压功放', 'IP网络功放']) {
      const name = `${w}W${kind}`;
      out.push({
        cat: CAT['功放']!,
        name,
        brand: 'own',
        shape: 'amplifier',
        desc: `额定输出${w}W，${kind.startsWith('IP') ? '网络音频解码，可单独分区控制' : '70V/100V定压输出，带MP3与话筒输入'}。`,
        keywords: '功放 广播 扩声',
        skus: [
          {
            model: `${P}-PA${w}${kind.startsWith('IP') ? 'N' : 'C'}`,
            name,
            attrs: { powerW: w, network: kind.startsWith('IP') ? 'IP' : '定压' },
            priceYuan: niceYuan((kind.startsWith('IP') ? 900 : 400) + w * 2.2),
          },
        ],
      });
    }
  }
  for (const res of ['256×192', '384×288', '640×512']) {
    for (const kind of ['手持测温热像仪', '手持观测热像仪']) {
      const name = `${kind}(${res})`;
      out.push({
        cat: CAT['热成像摄像机']!,
        name,
        brand: 'own',
        shape: 'camera-thermal',
        desc: `${res}氧化钒探测器，3.5英寸屏，${kind.includes('测温') ? '测温范围-20℃~550℃，适合电力巡检' : '夜间观测距离可达1公里'}。`,
        keywords: '热像仪 手持 巡检 测温',
        skus: [
          {
            model: `${P}-TH${kind.includes('测温') ? 'M' : 'O'}${res.split('×')[0]}`,
            name,
            attrs: { thermalResolution: res, resolutionMP: 0.3 },
            priceYuan: niceYuan(
              (kind.includes('测温') ? 3200 : 4200) * (res.startsWith('256') ? 1 : res.startsWith('384') ? 1.8 : 3.5),
            ),
            unit: '台',
          },
        ],
      });
    }
  }
  for (const ports of [4, 8]) {
    for (const std of ['at', 'bt3']) {
      for (const fiber of [1, 2]) {
        const name = `室外防水${ports}口千兆PoE交换机(${fiber}光${std === 'bt3' ? '/高功率' : ''})`;
        const budget = ports * (std === 'bt3' ? 30 : 15);
        out.push({
          cat: CAT['PoE交换机']!,
          name,
          brand: 'own',
          shape: 'switch-industrial',
          desc: `IP67防水箱体，抱杆安装，${ports}个千兆PoE口+${fiber}个SFP光口，PoE总功率${budget}W，内置防雷。`,
          keywords: '室外 防水 poe 交换机 立杆',
          skus: [
            {
              model: `${P}-SO${pad2(ports)}${fiber}${std === 'bt3' ? 'B' : 'P'}`,
              name,
              attrs: {
                ports: ports + fiber,
                poePorts: ports,
                portSpeed: '千兆',
                poeBudgetW: budget,
                uplinkGbps: 1,
                poeStandard: std,
                managed: 'Web网管',
                protection: 'IP67',
              },
              priceYuan: niceYuan(500 + ports * 90 + budget * 1.2 + fiber * 80),
            },
          ],
        });
      }
    }
  }
}

/** The whole demo catalogue for a brand whose models start with prefix (e.g. 'HY'). */
export function buildCatalogue(prefix: string): SpuSpec[] {
  const out: SpuSpec[] = [];
  cameraFamilies(prefix, out);
  recorderFamilies(prefix, out);
  storageFamilies(prefix, out);
  switchFamilies(prefix, out);
  accessFamilies(prefix, out);
  intercomFamilies(prefix, out);
  parkingFamilies(prefix, out);
  ledFamilies(prefix, out);
  broadcastFamilies(prefix, out);
  upsFamilies(prefix, out);
  alarmFamilies(prefix, out);
  cableFamilies(out);
  softwareFamilies(prefix, out);
  bridgeFamilies(prefix, out);
  counterFamilies(prefix, out);
  displayFamilies(prefix, out);
  cablingFamilies(prefix, out);
  securityFamilies(prefix, out);
  homeFamilies(prefix, out);
  moreFamilies(prefix, out);
  return out;
}

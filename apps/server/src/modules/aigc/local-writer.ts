/**
 * The built-in script writer: rule-based, not a language model. It composes a short-video voice-over from the picked
 * models' structured attributes (resolution, light, range, lens, protection, smart features, capacity, ports…),
 * the suggested retail price (when asked to show it), the scene and the style, with phrase banks, cut to the length.
 */
import { aigcTargetChars, repairScript, streamPieces } from '@portal/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import { cleanText, type ProductFacts, type ScriptRequest, type ScriptWriter } from './writer.ts';

const OPENINGS: Record<string, string[]> = {
  家庭看护: ['家里有老人孩子，出门在外最放心不下？', '一台好摄像机，就是家里的第二双眼睛。'],
  店铺防盗: ['开店最怕什么？夜里没人看店。', '店铺安全，从看得清每一个角落开始。'],
  工厂园区: ['园区大、出入口多，安防靠人巡逻太吃力。', '厂区周界、仓库、车间，一套方案全覆盖。'],
  小区物业: ['小区出入人员杂，物业管理压力大？', '让业主安心，从门口到楼道都看得见。'],
  学校校园: ['校园安全，家长最关心，学校最上心。', '从校门到操场，每个角落都要看得清。'],
  仓储物流: ['仓库货多、面积大，丢件漏件怎么追？', '仓储物流，全程可视才能全程可控。'],
};
const STYLE_LEADS: Record<string, string[]> = {
  专业讲解: ['来看这款', '今天介绍', '推荐这款'],
  亲切口语: ['给大家看看这款', '我自己常推荐的是', '来，看这个'],
  促销带货: ['今天主推', '爆款来了：', '闭眼入的'],
  故事场景: ['那天晚上，靠的就是这款', '后来他装上了', '故事的主角是'],
};
const CLOSINGS: Record<string, string[]> = {
  专业讲解: ['参数实在，方案成熟，欢迎来店咨询选型。', '需要完整方案，找我们出设计配单。'],
  亲切口语: ['有问题随时问我，包教包会。', '喜欢的话点个关注，装机问题找我。'],
  促销带货: ['数量有限，现在下单，安装无忧！', '心动不如行动，私信我拿方案报价！'],
  故事场景: ['安全感，就是这样一点点装出来的。', '愿每一个夜晚，都有人替你守着。'],
};

/** Attribute keys in the order they sell, with how to say them. */
const SAY: Record<string, (v: string) => string> = {
  resolutionMP: (v) => `${Math.round(Number(v) * 100)}万像素，画面清晰`,
  lightType: (v) => `${v}补光`,
  irRangeM: (v) => `夜视距离可达${v}米`,
  lensMm: (v) => `${v}毫米镜头`,
  smartFeatures: (v) => `支持${v}`,
  protection: (v) => `${v}防护，风雨无惧`,
  audio: (v) => `带${v}`,
  capacityTB: (v) => `容量${v}TB`,
  channels: (v) => `可接${v}路画面`,
  hddBays: (v) => `${v}个硬盘位`,
  ports: (v) => `${v}个网口`,
  poePorts: (v) => `${v}口PoE供电`,
  unlockModes: (v) => `支持${v}开门`,
  backupMinutes: (v) => `断电还能续航${v}分钟`,
  screenInch: (v) => `${v}英寸屏幕`,
};

const pick = <T>(list: readonly T[], seed: number, i = 0): T => list[Math.abs(seed + i * 7) % list.length]!;
const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));
const plain = (s: string) => cleanText(s).replace(/\s+/g, ' ').trim();

/** A value worth saying: not empty, not a count or amount of 0 (「0口PoE供电」 is never said), not "no". */
function sayable(v: unknown): boolean {
  if (v === undefined || v === null || v === '' || v === false) return false;
  if (typeof v === 'number') return v !== 0;
  if (Array.isArray(v)) return v.length > 0;
  const s = String(v).trim();
  return !/^0(?:\.0+)?(?![\d.])/.test(s) && !/^(?:-|无|否|不支持|none)$/i.test(s);
}

/** The selling points of a model, best first: the known attributes, then the rest as name + value. */
function points(p: ProductFacts): string[] {
  const known = Object.keys(SAY)
    .filter((k) => sayable(p.attrs[k]))
    .map((k) => SAY[k]!(plain(Array.isArray(p.attrs[k]) ? (p.attrs[k] as unknown[]).join('、') : String(p.attrs[k]))));
  const rest = p.params
    .filter(
      (x) =>
        !(x.key in SAY) &&
        sayable(p.attrs[x.key] ?? x.value) &&
        sayable(x.value) &&
        !/Kbps|powerW|poeClass/i.test(x.key),
    )
    .map((x) => `${plain(x.name)}${plain(x.value)}`);
  return [...known, ...rest];
}

const chars = (lines: string[]) => lines.reduce((n, l) => n + [...l].length, 0);

/**
 * The whole script, one sentence a line (a caption each), no more than the length's worth of characters: the opening,
 * each model's introduction, its points (fewest for the one with most, dropped from the end while too long), its
 * price, the dealer's note and the closing. Then through the domain's checker, like a model's words.
 */
export function composeScript(req: ScriptRequest): string {
  const seed = req.seed;
  const target = aigcTargetChars(req.lengthSeconds);
  const opening = pick(OPENINGS[req.scene] ?? OPENINGS['家庭看护']!, seed);
  const closing = pick(CLOSINGS[req.style] ?? CLOSINGS['专业讲解']!, seed);
  const note = plain(req.note);
  const blocks = req.products.map((p, i) => ({
    // The model number said once (a name that carries it is not followed by it again).
    intro: `${pick(STYLE_LEADS[req.style] ?? STYLE_LEADS['专业讲解']!, seed, i)}${plain(p.name)}${plain(p.name).includes(plain(p.model)) ? '' : `，型号${plain(p.model)}`}。`,
    points: points(p),
    price:
      p.priceFen !== null
        ? `建议零售价${yuan(p.priceFen)}元，${req.style === '促销带货' ? '价格真香' : '性价比高'}。`
        : null,
  }));
  const linesOf = (n: number[]) =>
    blocks.flatMap((b, i) => {
      const pts = b.points.slice(0, n[i]);
      const said: string[] = [];
      for (let k = 0; k < pts.length; k += 2) said.push(`${pts.slice(k, k + 2).join('，')}。`);
      return [b.intro, ...said, ...(b.price ? [b.price] : [])];
    });
  const n = blocks.map((b) => Math.min(b.points.length, 6));
  let [open, close] = [true, true];
  const all = () => [
    ...(open ? [opening] : []),
    ...linesOf(n),
    ...(note ? [`${note.replace(/[。！!.]$/, '')}。`] : []),
    ...(close ? [closing] : []),
  ];
  // Too long to read in the length: a point fewer for the model with most until each keeps two (a line), then no
  // opening, no closing, and fewer points at last (each model's introduction, price and the dealer's note stay).
  while (chars(all()) > target) {
    const most = Math.max(...n);
    if (most > 2) n[n.indexOf(most)]! -= 1;
    else if (open) open = false;
    else if (close) close = false;
    else if (most > 0) n[n.indexOf(most)]! -= 1;
    else break;
  }
  return repairScript(all().join('\n'), req.products, note).text;
}

export const localWriter: ScriptWriter = {
  provider: 'local',
  async *write(req, signal) {
    const pieces = streamPieces(composeScript(req));
    for (const [i, piece] of pieces.entries()) {
      if (signal.aborted) return;
      yield piece;
      // Paced like speech being written (the first piece at once); a test or a bench reads it all quickly anyway.
      if (i < pieces.length - 1) await sleep(15, undefined, { signal }).catch(() => {});
    }
  },
};

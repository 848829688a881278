/**
 * The demo data (design guide §6): catalogue, dealers across provinces, solution industries and one
 * demo account for every user type. Deterministic (fixed-seed generator, fixed dates), idempotent
 * (skips when the demo accounts or a catalogue exist), and loaded in one transaction.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { chinaDate, chinaDayStart } from '@portal/domain';
import type { DB } from '../db/schema.ts';
import { hashPassword, saveMerchantGroup } from '../modules/account/index.ts';
import { SEED_ACTOR } from './actor.ts';
import { DEMO_ACCOUNTS, DEMO_MERCHANTS } from './accounts.ts';
import { buildCatalogue, niceYuan, type BrandKey, type SpuSpec } from './catalogue.ts';
import { ATTRS, CATEGORIES, CAT, categoryById, formatAttr, type AttrValue } from './categories.ts';
import { brochureUrl, pictureUrl, writeProductImages } from './images.ts';
import { Rng } from './random.ts';
import { seedPromptConditions, seedPrompts } from './prompts.ts';
import { seedCredits } from './credits.ts';
import { seedBuying } from './buying.ts';
import { seedWallets } from './wallets.ts';
import { seedSolutionProducts } from './solution-products.ts';
import { seedSurveyDemo } from './survey-demo.ts';
import { seedService } from './service.ts';
import { seedSeckill } from './seckill.ts';
import { seedPromotions } from './promotions.ts';
import { seedDealerPrices } from './dealer-prices.ts';
import { DISTRICTS, STREETS, district, shortCity, type District } from './regions.ts';
import { seedDesignTool } from './design-tool.ts';
import { seedContent } from './content.ts';
import { LocalFileStore } from '../files/local.ts';
import type { FileStore } from '../files/index.ts';

export { DEMO_ACCOUNTS, DEMO_MERCHANTS } from './accounts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SeedOptions {
  brandName: string;
  /** Model prefix of the own brand; default 'HY'. */
  modelPrefix?: string;
  reset?: boolean;
  log?: (msg: string) => void;
  /** Default <repo>/data/static/products. */
  imagesDir?: string;
  /** Where the content centre's media go; default the local store over the images directory's parent. */
  fileStore?: FileStore;
}

/** Business tables the seed fills (0001, 0002 and the content centre's); reset truncates them (cascading to later tables that reference them). */
export const SEEDED_TABLES = [
  'suit_item',
  'suit',
  'sku_accessory',
  'spu_attachment',
  'sku_attr',
  'sku',
  'spu',
  'category_attr',
  'category',
  'brand',
  'auth_token',
  'dealer_binding',
  'merchant_member',
  'merchant_group_bind',
  'merchant',
  'account',
  'solution_industry',
  // the content centre's demo (seed/content.ts): reset reloads it with the rest
  'content_attachment',
  'content',
  'content_category',
  'static_page',
  'material_file',
  'material_category',
  'clue',
  // the service centre (seed/service.ts); its orders and devices go with the accounts
  'service_price_rule',
  'service_engineer',
  'service_outlet',
] as const;

/** "Now" of the demo data: listing dates fall in the two years before it. */
const DEMO_NOW = Date.UTC(2026, 9, 31, 2, 0, 0);
const DAY = 86_400_000;
const BATCH = 500;

export const SOLUTION_INDUSTRIES: [number, string][] = [
  [1, '平安城市'],
  [2, '智慧交通'],
  [3, '教育'],
  [4, '医疗'],
  [5, '金融'],
  [6, '楼宇'],
  [7, '零售'],
  [8, '工厂园区'],
  [9, '能源'],
  [10, '文博'],
  [11, '社区'],
  [12, '酒店'],
  [13, '物流仓储'],
  [-1, '其他'],
];

function contentStore(opts: SeedOptions): FileStore {
  return (
    opts.fileStore ??
    new LocalFileStore(path.dirname(opts.imagesDir ?? path.join(repoRoot, 'data', 'static', 'products')))
  );
}

export async function seedDemo(db: Kysely<DB>, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  if (!opts.reset) {
    const demo = await db
      .selectFrom('account')
      .select('id')
      .where('phone', '=', DEMO_ACCOUNTS[0]!.phone)
      .executeTakeFirst();
    const spu = await db.selectFrom('spu').select('id').limit(1).executeTakeFirst();
    if (demo || spu) {
      log(`演示数据已存在（${demo ? '演示账号' : '商品目录'}），跳过`);
      await db.transaction().execute((trx) => seedDealerPrices(trx, log)); // added later: fills what is missing
      // Added later: fills the credits mall of a data directory seeded before it existed.
      await seedCredits(db, { imagesDir: opts.imagesDir ?? path.join(repoRoot, 'data', 'static', 'products'), log });
      await seedBuying(db, log); // added later: coupons and freight templates of a data directory seeded before them
      await seedWallets(db, log); // added later: demo wallets of a data directory seeded before them
      await seedSeckill(db, log); // added later: flash sales of a data directory seeded before them
      // Added later: promotions and placements (their pictures drawn again: a fresh static directory has none).
      await seedPromotions(db, {
        staticDir: path.dirname(opts.imagesDir ?? path.join(repoRoot, 'data', 'static', 'products')),
        log,
      });
      await seedContent(db, contentStore(opts), log); // added later: the content centre
      await seedSolutionProducts(db, log); // added later: the solutions' products
      await seedService(db, log); // added later: the service centre's outlets, prices and devices
      await seedSurveyDemo(db, contentStore(opts), log); // added later: the survey tool's demo project
      await seedPromptConditions(db, log); // added later: the facts behind the demo account's prompt chain
      return { seeded: false };
    }
  }
  const imagesDir = opts.imagesDir ?? path.join(repoRoot, 'data', 'static', 'products');
  await writeProductImages(imagesDir);
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  log(`商品图片已写入 ${imagesDir}`);

  await db.transaction().execute(async (trx) => {
    if (opts.reset) {
      await sql.raw(`truncate table ${SEEDED_TABLES.join(', ')} restart identity cascade`).execute(trx);
      log('已清空演示数据');
    }
    const rng = new Rng(20260101);
    await seedIndustries(trx);
    const dealers = await seedDealers(trx, rng);
    const accountIds = await seedAccounts(trx, hashes);
    await seedPrompts(trx, (phone) => accountIds.get(phone));
    const stats = await seedCatalogue(trx, rng, opts.brandName, opts.modelPrefix ?? 'HY', accountIds);
    await seedDealerPrices(trx, log);
    for (const t of ['brand', 'category', 'category_attr', 'spu', 'sku']) {
      await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(t)}), false)`.execute(
        trx,
      );
    }
    await seedDesignTool(trx, accountIds);
    log(
      `已载入：${CATEGORIES.length} 个分类，${stats.spu} 个 SPU，${stats.sku} 个 SKU，${stats.attrs} 条属性，${dealers} 个一级经销商，${DEMO_ACCOUNTS.length} 个演示账号，${stats.suits} 个套装`,
    );
  });
  await seedCredits(db, { imagesDir, log });
  await seedBuying(db, log);
  await seedWallets(db, log);
  await seedSeckill(db, log);
  await seedPromotions(db, { staticDir: path.dirname(imagesDir), log });
  await seedContent(db, contentStore(opts), log);
  await seedSolutionProducts(db, log);
  await seedService(db, log);
  await seedSurveyDemo(db, contentStore(opts), log);
  await seedPromptConditions(db, log);
  log(`演示数据完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  return { seeded: true };
}

async function insertAll<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

async function seedIndustries(trx: Transaction<DB>): Promise<void> {
  await insertAll(
    trx,
    'solution_industry',
    SOLUTION_INDUSTRIES.map(([id, name], i) => ({ id, name, sort: id === -1 ? 999 : i + 1 })),
  );
}

// ---------------------------------------------------------------------------------------------
// Dealers

const DEALER_WORDS = [
  '安创',
  '视通',
  '鑫盾',
  '汇安',
  '卓视',
  '恒泰',
  '中瑞',
  '天诚',
  '博远',
  '瑞安',
  '华盾',
  '联创',
  '睿视',
  '正源',
  '宏图',
  '金安',
  '永信',
  '同创',
  '启航',
  '广域',
  '明视',
  '科盾',
  '信达',
  '海纳',
  '智诚',
  '嘉禾',
  '凯顺',
  '安达',
  '云图',
  '精诚',
  '众合',
  '鼎盛',
  '安邦',
  '飞扬',
  '长城',
  '慧眼',
  '天启',
  '锐达',
  '捷安',
  '新视',
  '宇通',
  '弘安',
  '泰和',
  '朗视',
];
const DEALER_SUFFIX = [
  '智能科技有限公司',
  '安防科技有限公司',
  '电子科技有限公司',
  '系统集成有限公司',
  '安防工程有限公司',
  '信息技术有限公司',
];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '涛',
  '明',
  '超',
  '秀英',
  '建华',
  '志强',
  '海燕',
  '晓东',
];
const TAGS = ['视频监控', '门禁对讲', '停车场', 'LED显示'];
const MOBILE_PREFIX = ['135', '136', '137', '139', '150', '151', '158', '186', '188', '189', '177', '199'];

function mobile(rng: Rng): string {
  return rng.pick(MOBILE_PREFIX) + String(rng.int(10000000, 99999999));
}

function creditCode(rng: Rng, areaCode: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let s = '';
  for (let i = 0; i < 8; i++) s += chars[rng.int(0, chars.length - 1)];
  return `91${areaCode}MA${s}`;
}

interface MerchantSeed {
  merchantNo: string;
  enterpriseType: number;
  companyName: string;
  district: District;
  status?: number;
  willFreeze?: boolean;
  memberLevel?: number;
  tags: string[];
}

function merchantRow(rng: Rng, m: MerchantSeed, i: number): Insertable<DB['merchant']> {
  const d = m.district;
  const street = rng.pick(STREETS);
  const hasStore = rng.chance(0.6);
  return {
    merchant_no: m.merchantNo,
    enterprise_no: `E${m.merchantNo.slice(1)}`,
    enterprise_type: m.enterpriseType,
    company_name: m.companyName,
    credit_code: creditCode(rng, d.areaCode),
    auth_status: 1,
    audit_status: 1,
    member_level: m.memberLevel ?? rng.int(0, 3),
    province_code: d.provinceCode,
    province_name: d.provinceName,
    city_code: d.cityCode,
    city_name: d.cityName,
    area_code: d.areaCode,
    area_name: d.areaName,
    address: `${d.provinceName === d.cityName ? '' : d.provinceName}${d.cityName}${d.areaName}${street}${rng.int(1, 888)}号${rng.pick(['', 'A座', 'B栋', '科技大厦'])}${rng.int(2, 18)}层`,
    contact_name: `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`,
    contact_phone: rng.chance(0.8) ? mobile(rng) : `0${rng.int(10, 99)}-${rng.int(60000000, 89999999)}`,
    latitude: Math.round((d.lat + (rng.next() - 0.5) * 0.03) * 1e6) / 1e6,
    longitude: Math.round((d.lng + (rng.next() - 0.5) * 0.03) * 1e6) / 1e6,
    business_scope: `安防监控设备、${m.tags.includes('门禁对讲') ? '门禁对讲系统、' : ''}${m.tags.includes('停车场') ? '停车场管理系统、' : ''}${
      m.tags.includes('LED显示') ? 'LED显示屏、' : ''
    }网络设备的销售、安装与维护；弱电智能化工程设计与施工；技术咨询与售后服务。`,
    status: m.status ?? 1,
    // about to be frozen: validity ends within the warning window; else one to three years on
    valid_until: chinaDate(chinaDayStart(new Date(), m.willFreeze ? 20 : 365 + ((i * 37) % 730))),
    smb: rng.chance(0.3),
    is_bd: rng.chance(0.15),
    has_store: hasStore,
    store_type: hasStore ? rng.int(1, 2) : null,
    created_at: new Date(DEMO_NOW - (800 - i * 7) * DAY),
  };
}

async function seedDealers(trx: Transaction<DB>, rng: Rng): Promise<number> {
  const FIRST_COUNT = 44;
  const home = district('330108');
  const others = DISTRICTS.filter((d) => d.areaCode !== home.areaCode);
  const words = rng.sample(DEALER_WORDS, DEALER_WORDS.length);
  const firsts: MerchantSeed[] = [];
  for (let i = 0; i < FIRST_COUNT; i++) {
    const d = i === 0 ? home : (others[(i - 1) % others.length] as District);
    const tags = ['视频监控', ...rng.sample(TAGS.slice(1), rng.int(0, 3))];
    firsts.push({
      merchantNo: `M${10001 + i}`,
      enterpriseType: 1,
      companyName: `${shortCity(d.cityName)}${words[i % words.length]}${DEALER_SUFFIX[i % DEALER_SUFFIX.length]}`,
      district: d,
      // A few abnormal dealers (never the demo ones), one about to be frozen.
      status: [9, 23, 38].includes(i) ? 0 : 1,
      willFreeze: i === 31,
      tags,
    });
  }
  // M10004 serves the multi-identity account's second-level in the same city (深圳).
  firsts[2] = { ...firsts[2]!, district: district('440305'), companyName: '深圳鹏安视讯科技有限公司' };
  firsts[3] = { ...firsts[3]!, district: district('440306'), companyName: '深圳宝华安防科技有限公司' };
  firsts[0] = { ...firsts[0]!, companyName: '杭州安创视界科技有限公司', memberLevel: 2, tags: [...TAGS] };
  firsts[1] = { ...firsts[1]!, district: district('330106'), companyName: '杭州西溪智安电子科技有限公司' };

  const seconds: MerchantSeed[] = [
    {
      merchantNo: DEMO_MERCHANTS.second,
      enterpriseType: 2,
      companyName: '杭州启明安防工程有限公司',
      district: district('330110'),
      tags: ['视频监控', '门禁对讲'],
    },
    {
      merchantNo: DEMO_MERCHANTS.multiSecond,
      enterpriseType: 2,
      companyName: '深圳鹏城弱电工程有限公司',
      district: district('440307'),
      tags: ['视频监控'],
    },
    {
      merchantNo: DEMO_MERCHANTS.gold,
      enterpriseType: 5,
      companyName: '宁波甬安智能系统有限公司',
      district: district('330212'),
      memberLevel: 1,
      // the prompt chain's demo (seed/prompts.ts): its validity ends within the willFreeze window
      willFreeze: true,
      tags: ['视频监控', '停车场'],
    },
  ];
  const all = [...firsts, ...seconds];
  await insertAll(
    trx,
    'merchant',
    all.map((m, i) => merchantRow(rng, m, i)),
  );
  // the customer groups through the staff's own use case (/networkManage), audited as the seed's
  for (const m of all)
    for (const tag of m.tags)
      await saveMerchantGroup(trx, SEED_ACTOR, { merchantNo: m.merchantNo, tagName: tag, title: `${tag}授权经销` });
  return FIRST_COUNT;
}

// ---------------------------------------------------------------------------------------------
// Accounts

async function seedAccounts(trx: Transaction<DB>, hashes: string[]): Promise<Map<string, number>> {
  const [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10] = DEMO_ACCOUNTS.map((a) => a.phone) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const nick: Record<string, string> = {
    [p1]: '周晓明',
    [p2]: '陈建华',
    [p3]: '李志强',
    [p4]: '王海燕',
    [p5]: '刘洋',
    [p6]: '赵敏',
    [p7]: '孙杰',
    [p8]: '黄涛',
    [p9]: '林晓东',
    [p10]: '吴静',
  };
  const rows = await trx
    .insertInto('account')
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        account_no: a.accountNo,
        phone: a.phone,
        password_hash: hashes[i]!,
        nickname: nick[a.phone] ?? null,
        is_sales: a.userType === 20,
        person_auth_status: a.userType === -1 && a.phone === p1 ? 1 : 0,
        survey_permission: a.userType === 20 || a.phone === p2 || a.phone === p9,
        current_merchant_no: a.merchantNo,
        created_at: new Date(DEMO_NOW - (400 - i * 10) * DAY),
      })),
    )
    .returning(['id', 'phone'])
    .execute();
  const id = new Map(rows.map((r) => [r.phone, r.id]));
  const idOf = (p: string) => id.get(p)!;
  const M = DEMO_MERCHANTS;

  await insertAll(trx, 'merchant_member', [
    { account_id: idOf(p2), merchant_no: M.first, employee: false, employee_type: null },
    { account_id: idOf(p3), merchant_no: M.second, employee: false, employee_type: null },
    { account_id: idOf(p4), merchant_no: M.gold, employee: false, employee_type: null },
    { account_id: idOf(p5), merchant_no: M.first, employee: true, employee_type: 1 },
    { account_id: idOf(p6), merchant_no: M.second, employee: true, employee_type: 2 },
    { account_id: idOf(p7), merchant_no: M.gold, employee: true, employee_type: 3 },
    { account_id: idOf(p9), merchant_no: M.multiFirst, employee: false, employee_type: null },
    { account_id: idOf(p9), merchant_no: M.multiSecond, employee: false, employee_type: null },
  ]);

  const loc = (code: string) => {
    const d = district(code);
    return {
      province_code: d.provinceCode,
      province_name: d.provinceName,
      city_code: d.cityCode,
      city_name: d.cityName,
      area_code: d.areaCode,
      area_name: d.areaName,
    };
  };
  const bind = (account: string, buyer: string | null, first: string, current: boolean, area: string) => ({
    account_id: idOf(account),
    buyer_merchant_no: buyer,
    first_merchant_no: first,
    choosing: current,
    default_status: current,
    ...loc(area),
  });
  await insertAll(trx, 'dealer_binding', [
    { ...bind(p1, null, M.first, true, '330106'), street_code: '330106004', street_name: '西溪街道' },
    bind(p3, M.second, M.first, true, '330110'),
    bind(p3, M.second, M.firstOther, false, '330110'),
    bind(p4, M.gold, M.first, true, '330212'),
    bind(p6, M.second, M.first, true, '330110'),
    bind(p7, M.gold, M.first, true, '330212'),
    bind(p9, M.multiSecond, M.multiFirstDealer, true, '440307'),
  ]);
  return id;
}

// ---------------------------------------------------------------------------------------------
// Catalogue

const PARTNER_BRANDS: Record<Exclude<BrandKey, 'own'>, { name: string; prefix: string }> = {
  cable: { name: '瑞通线缆', prefix: 'RT' },
  cable2: { name: '金桥线缆', prefix: 'JQ' },
  disk: { name: '磐存存储', prefix: 'PC' },
  disk2: { name: '芯盾存储', prefix: 'XD' },
  mount: { name: '安固五金', prefix: 'AG' },
  power: { name: '恒源电源', prefix: 'HE' },
};

/** Private products (part 2 private product form): free-typed brand, own category, one model. */
const PRIVATE_PRODUCTS: {
  owner: 'first' | 'second';
  name: string;
  cat: string;
  brand: string;
  priceYuan: number;
  desc: string;
}[] = [
  {
    owner: 'first',
    name: '安装调试服务(每点位)',
    cat: '平台软件',
    brand: '自营服务',
    priceYuan: 80,
    desc: '含设备安装、调试与验收，按点位计费。',
  },
  {
    owner: 'first',
    name: '6米监控立杆(含基础)',
    cat: '支架',
    brand: '本地加工',
    priceYuan: 1380,
    desc: '镀锌钢管6米立杆，含预埋件与混凝土基础。',
  },
  {
    owner: 'first',
    name: '室外防水设备箱(400×500)',
    cat: '支架',
    brand: '本地加工',
    priceYuan: 420,
    desc: '不锈钢防水箱，含空开、防雷与电源排插。',
  },
  {
    owner: 'first',
    name: 'PVC穿线管20mm(3米/根)',
    cat: '电源线',
    brand: '联塑通用',
    priceYuan: 6,
    desc: '阻燃PVC线管，配套直接与弯头另计。',
  },
  {
    owner: 'first',
    name: '弱电箱(300×400)',
    cat: '网络机柜',
    brand: '本地加工',
    priceYuan: 260,
    desc: '家用及小型项目弱电箱，含理线架。',
  },
  {
    owner: 'first',
    name: '项目运维年度服务',
    cat: '平台软件',
    brand: '自营服务',
    priceYuan: 12000,
    desc: '7×24小时响应，每季度巡检一次。',
  },
  {
    owner: 'first',
    name: '水晶头压线钳工具包',
    cat: '配线架与模块',
    brand: '通用工具',
    priceYuan: 168,
    desc: '含压线钳、测线仪、剥线刀。',
  },
  {
    owner: 'first',
    name: '监控中心操作台(三联)',
    cat: '监视器',
    brand: '本地加工',
    priceYuan: 6800,
    desc: '冷轧钢板操作台，三联位，含线槽。',
  },
  {
    owner: 'second',
    name: '小区监控改造施工费(每点位)',
    cat: '平台软件',
    brand: '自营服务',
    priceYuan: 120,
    desc: '含拆旧、布线与安装调试。',
  },
  { owner: 'second', name: '4米立杆', cat: '支架', brand: '本地加工', priceYuan: 680, desc: '镀锌钢管4米立杆。' },
  { owner: 'second', name: '光纤熔接(每芯)', cat: '光纤', brand: '自营服务', priceYuan: 30, desc: '现场熔接与测试。' },
  {
    owner: 'second',
    name: '设备箱防雷器套装',
    cat: '电源适配器',
    brand: '通用配件',
    priceYuan: 210,
    desc: '电源+网络二合一防雷。',
  },
];

interface SuitDef {
  name: string;
  desc: string;
  items: [pick: (s: { spu: SpuSpec; attrs: Record<string, AttrValue> }) => boolean, qty: number][];
}

const isCat = (name: string) => (s: { spu: SpuSpec }) => s.spu.cat === CAT[name];

function suitDefs(): SuitDef[] {
  const defs: SuitDef[] = [];
  for (const [res, ch, form] of [
    [2, 4, '筒型网络摄像机'],
    [4, 4, '筒型网络摄像机'],
    [2, 8, '筒型网络摄像机'],
    [4, 8, '筒型网络摄像机'],
    [4, 16, '筒型网络摄像机'],
    [2, 4, '半球网络摄像机'],
    [4, 8, '半球网络摄像机'],
    [4, 16, '半球网络摄像机'],
    [8, 8, '枪型网络摄像机'],
    [4, 8, '海螺型网络摄像机'],
  ] as const) {
    defs.push({
      name: `${res * 100}万${ch}路PoE${form.replace('网络摄像机', '')}监控套装`,
      desc: `${ch}台${res * 100}万像素${form} + ${ch}路PoE网络硬盘录像机 + 监控硬盘，即插即用。`,
      items: [
        [
          (s) => isCat(form)(s) && s.attrs.resolutionMP === res && s.attrs.lensMm === 4 && s.attrs.lightType === '红外',
          ch,
        ],
        [
          (s) =>
            isCat('网络硬盘录像机(NVR)')(s) &&
            s.attrs.channels === ch &&
            Number(s.attrs.poePorts) === ch &&
            Number(s.attrs.hddBays) >= (ch >= 16 ? 2 : 1),
          1,
        ],
        [(s) => isCat('监控硬盘')(s) && s.attrs.capacityTB === (ch >= 16 ? 6 : ch >= 8 ? 4 : 2), ch >= 16 ? 2 : 1],
        [(s) => isCat('网线')(s) && s.attrs.cableType === '超五类', 1],
      ],
    });
  }
  defs.push(
    {
      name: '人脸识别门禁单门套装',
      desc: '人脸识别终端 + 磁力锁 + 出门电源，单门快速部署。',
      items: [
        [(s) => isCat('人脸识别终端')(s) && s.attrs.screenInch === 7, 1],
        [(s) => isCat('电锁')(s) && s.attrs.holdingForceKg === 280, 1],
        [(s) => isCat('电源适配器')(s) && s.attrs.outputVoltage === '12V', 1],
      ],
    },
    {
      name: '刷卡门禁单门套装',
      desc: '刷卡门禁一体机 + 磁力锁 + 电源。',
      items: [
        [(s) => isCat('门禁一体机')(s) && s.attrs.cardType === 'IC', 1],
        [(s) => isCat('电锁')(s) && s.attrs.holdingForceKg === 280, 1],
        [(s) => isCat('电源适配器')(s) && s.attrs.outputVoltage === '12V', 1],
      ],
    },
    {
      name: '单元楼可视对讲套装(20户)',
      desc: '数字单元门口机 + 20台7英寸室内机 + 管理机。',
      items: [
        [(s) => isCat('门口机')(s) && s.attrs.intercomType === '数字IP', 1],
        [(s) => isCat('室内机')(s) && s.attrs.screenInch === 7 && s.attrs.intercomType === '数字IP', 20],
        [(s) => isCat('管理机')(s) && s.attrs.intercomType === '数字IP', 1],
      ],
    },
    {
      name: '停车场一进一出套装',
      desc: '2台车牌识别一体机 + 2台直杆道闸 + 停车场管理软件。',
      items: [
        [(s) => isCat('车牌识别相机')(s) && s.spu.name.includes('一体机'), 2],
        [(s) => isCat('道闸')(s) && s.attrs.armType === '直杆', 2],
        [(s) => s.spu.name.startsWith('停车场管理软件'), 1],
      ],
    },
    {
      name: '电梯监控无线传输套装',
      desc: '电梯专用半球 + 电梯网桥 + 电源。',
      items: [
        [(s) => isCat('半球网络摄像机')(s) && s.attrs.resolutionMP === 2, 1],
        [(s) => isCat('电梯网桥')(s), 1],
        [(s) => isCat('电源适配器')(s) && s.attrs.outputVoltage === '12V', 1],
      ],
    },
    {
      name: '3公里无线监控传输套装',
      desc: '5.8G 3公里网桥一对 + 400万枪机 + 室外PoE交换机。',
      items: [
        [(s) => isCat('点对点网桥')(s) && s.attrs.rangeKm === 3 && s.attrs.frequencyGHz === 5.8, 1],
        [(s) => isCat('枪型网络摄像机')(s) && s.attrs.resolutionMP === 4, 1],
        [(s) => isCat('PoE交换机')(s) && s.attrs.protection === 'IP67', 1],
      ],
    },
    {
      name: '门店客流统计套装',
      desc: '2台垂直双目客流相机 + 客流分析授权。',
      items: [
        [(s) => isCat('垂直双目客流相机')(s), 2],
        [(s) => s.spu.name === '客流统计分析授权', 1],
      ],
    },
    {
      name: '16防区报警套装',
      desc: '16防区报警主机 + 8只双鉴探测器 + 4只门磁 + 蓄电池。',
      items: [
        [(s) => isCat('报警主机')(s) && s.attrs.zones === 16, 1],
        [(s) => isCat('探测器')(s) && s.attrs.detectorType === '红外微波双鉴探测器', 8],
        [(s) => isCat('探测器')(s) && s.attrs.detectorType === '门磁', 4],
        [(s) => isCat('UPS蓄电池')(s) && s.attrs.batteryAh === 7, 1],
      ],
    },
    {
      name: '校园广播8分区套装',
      desc: '8分区广播主机 + 功放 + 16只吸顶喇叭 + 4只音柱。',
      items: [
        [(s) => isCat('IP广播主机')(s) && s.attrs.zones === 8, 1],
        [(s) => isCat('功放')(s) && s.attrs.powerW === 350, 1],
        [(s) => isCat('吸顶喇叭')(s) && s.attrs.powerW === 6, 16],
        [(s) => isCat('音柱')(s) && s.attrs.powerW === 30, 4],
      ],
    },
    {
      name: '小型机房套装',
      desc: '22U网络机柜 + 24口配线架 + PDU + 3kVA UPS。',
      items: [
        [(s) => isCat('网络机柜')(s) && s.attrs.heightU === 22, 1],
        [(s) => isCat('配线架与模块')(s) && s.spu.name.startsWith('六类24口'), 1],
        [(s) => isCat('PDU电源插座')(s) && s.attrs.outlets === 8, 1],
        [(s) => isCat('UPS主机')(s) && s.attrs.capacityVA === 3000, 1],
      ],
    },
  );
  return defs;
}

interface CatalogueStats {
  spu: number;
  sku: number;
  attrs: number;
  suits: number;
}

async function seedCatalogue(
  trx: Transaction<DB>,
  rng: Rng,
  brandName: string,
  prefix: string,
  accountIds: Map<string, number>,
): Promise<CatalogueStats> {
  // Brands.
  const brandIds = new Map<BrandKey, number>([['own', 1]]);
  const brandNames = new Map<BrandKey, string>([['own', brandName]]);
  const brandRows: Insertable<DB['brand']>[] = [
    { id: 1, name: brandName, model_prefix: prefix, is_own: true, sort: 1 },
  ];
  for (const [key, b] of Object.entries(PARTNER_BRANDS) as [
    Exclude<BrandKey, 'own'>,
    { name: string; prefix: string },
  ][]) {
    const id = brandRows.length + 1;
    brandIds.set(key, id);
    brandNames.set(key, b.name);
    brandRows.push({ id, name: b.name, model_prefix: b.prefix, is_own: false, sort: id });
  }
  await insertAll(trx, 'brand', brandRows);

  // Categories.
  await insertAll(
    trx,
    'category',
    CATEGORIES.map((c, i) => ({
      id: c.id,
      parent_id: c.parentId,
      name: c.name,
      sort: i + 1,
      data_id: `C${String(c.id).padStart(4, '0')}`,
      separate_category: c.separate,
      icon_url: pictureUrl(c.shape ?? CATEGORIES.find((x) => x.parentId === c.id)?.shape ?? 'software-box'),
    })),
  );

  const catalogue = buildCatalogue(prefix);
  const firstAccount = accountIds.get(DEMO_ACCOUNTS[1]!.phone)!;
  const secondAccount = accountIds.get(DEMO_ACCOUNTS[2]!.phone)!;
  for (const p of PRIVATE_PRODUCTS) {
    catalogue.push({
      cat: CAT[p.cat]!,
      name: p.name,
      brand: 'own',
      shape: categoryById(CAT[p.cat]!).shape ?? 'software-box',
      desc: p.desc,
      skuType: 1,
      saleType: '自定义',
      skus: [{ model: '', name: p.name, attrs: {}, priceYuan: p.priceYuan, unit: '项' }],
      privateOf:
        p.owner === 'first'
          ? { tenant: DEMO_MERCHANTS.first, account: firstAccount, brand: p.brand }
          : { tenant: DEMO_MERCHANTS.second, account: secondAccount, brand: p.brand },
    });
  }

  // Attribute definitions per second category: the keys its skus use, in vocabulary order.
  const attrKeys = Object.keys(ATTRS);
  const keysByCat = new Map<number, Set<string>>();
  for (const spu of catalogue) {
    const set = keysByCat.get(spu.cat) ?? new Set<string>();
    for (const sku of spu.skus) for (const k of Object.keys(sku.attrs)) set.add(k);
    keysByCat.set(spu.cat, set);
  }
  const attrRows: Insertable<DB['category_attr']>[] = [];
  const attrId = new Map<string, { id: number; filterable: boolean }>();
  for (const c of CATEGORIES.filter((x) => x.parentId !== null)) {
    const keys = [...(keysByCat.get(c.id) ?? [])].sort((a, b) => attrKeys.indexOf(a) - attrKeys.indexOf(b));
    keys.forEach((key, i) => {
      const def = ATTRS[key];
      if (!def) throw new Error(`属性 ${key} 未定义`);
      const id = attrRows.length + 1;
      const filterable = def.filterable || (c.extraFilters?.includes(key) ?? false);
      attrRows.push({
        id,
        category_id: c.id,
        attr_key: key,
        attr_name: def.name,
        unit: def.unit,
        value_type: def.type,
        filterable,
        sort: i + 1,
      });
      attrId.set(`${c.id}:${key}`, { id, filterable });
    });
  }
  await insertAll(trx, 'category_attr', attrRows);

  // Spu and sku.
  const spuRows: Insertable<DB['spu']>[] = [];
  const skuRows: Insertable<DB['sku']>[] = [];
  const skuAttrRows: Insertable<DB['sku_attr']>[] = [];
  const attachRows: Insertable<DB['spu_attachment']>[] = [];
  const byRole = new Map<string, number[]>();
  const skuIndex: {
    id: number;
    spu: SpuSpec;
    attrs: Record<string, AttrValue>;
    price: number | null;
    active: boolean;
    spuId: number;
    stock: number;
  }[] = [];
  const needsOf: { skuId: number; needs: string[] }[] = [];
  const categoryName = (id: number) => categoryById(id).name;

  for (const [i, spec] of catalogue.entries()) {
    const priv = spec.privateOf;
    const spuId = i + 1;
    const cat = categoryById(spec.cat);
    const first = cat.parentId!;
    const gen = spec.generation;
    const ageDays = gen === 'V4' ? rng.int(5, 120) : gen === 'V2' ? rng.int(480, 729) : rng.int(0, 729);
    const listedAt = new Date(DEMO_NOW - ageDays * DAY - rng.int(0, 86_399) * 1000);
    const deactive = priv ? false : rng.chance(gen === 'V2' ? 0.1 : 0.022);
    let labels = 0;
    if (!priv) {
      if (ageDays <= 90 && rng.chance(0.8)) labels |= 1;
      if (rng.chance(spec.cat < 300 || first === 4 ? 0.14 : 0.07)) labels |= 2;
      if (rng.chance(0.08)) labels |= 4;
    }
    const hot = (labels & 2) !== 0;
    const timesUsed = priv
      ? rng.int(0, 30)
      : Math.floor(rng.next() ** 3 * 3000) + (hot ? rng.int(800, 3000) : 0) + (first <= 4 ? rng.int(0, 500) : 0);
    const brandKey = spec.brand;
    const brand = priv ? priv.brand : brandNames.get(brandKey)!;
    const pic = pictureUrl(spec.shape);
    let minPrice: number | null = null;
    let minWholesale: number | null = null;
    const models: string[] = [];

    for (const [k, sku] of spec.skus.entries()) {
      const skuId = skuRows.length + 1;
      const noPrice = !priv && spec.skuType !== 2 && rng.chance(0.02);
      const priceFen = sku.priceYuan === null || noPrice ? null : Math.round(sku.priceYuan * 100);
      const active = !deactive && !rng.chance(0.008);
      if (active && priceFen !== null) minPrice = minPrice === null ? priceFen : Math.min(minPrice, priceFen);
      const model = sku.model || `ZD-${String(spuId).padStart(6, '0')}`;
      models.push(model);
      const stock =
        spec.skuType === 2
          ? 999
          : priv
            ? 0
            : rng.chance(0.08)
              ? 0
              : Math.min(2000, Math.floor(rng.next() ** 2.2 * 2000) + 1);
      const wholesale =
        priceFen === null || priceFen === 0 ? priceFen : Math.round((priceFen * (0.78 + rng.next() * 0.1)) / 100) * 100;
      if (active && wholesale !== null) minWholesale = Math.min(minWholesale ?? wholesale, wholesale);
      const market =
        priceFen === null || priceFen === 0 ? null : niceYuan((priceFen / 100) * (1.2 + rng.next() * 0.15)) * 100;
      const summary = Object.entries(sku.attrs)
        .filter(([key]) => ATTRS[key]?.filterable)
        .slice(0, 5)
        .map(([key, v]) => formatAttr(key, v, sku.attrs))
        .join(' / ');
      skuRows.push({
        id: skuId,
        sku_no: `SKU${1000000 + skuId}`,
        spu_id: spuId,
        sku_name: sku.name,
        model,
        sku_desc: summary || spec.desc.slice(0, 60),
        unit: sku.unit ?? (spec.skuType === 2 ? '套' : '台'),
        price_fen: priceFen,
        wholesale_price_fen: wholesale,
        market_price_fen: market,
        stock,
        status: active ? 0 : 1,
        pic_url: pic,
        main_pics: [pic, pictureUrl(cat.shape ?? spec.shape)].filter((v, idx, a) => a.indexOf(v) === idx),
        attrs: JSON.stringify(sku.attrs),
        sort: k + 1,
        created_at: listedAt,
      });
      for (const [key, v] of Object.entries(sku.attrs)) {
        const a = attrId.get(`${spec.cat}:${key}`);
        if (!a?.filterable) continue;
        skuAttrRows.push({
          sku_id: skuId,
          attr_id: a.id,
          value_text: formatAttr(key, v, sku.attrs),
          value_num: typeof v === 'number' ? v : null,
        });
      }
      skuIndex.push({ id: skuId, spu: spec, attrs: sku.attrs, price: priceFen, active, spuId, stock });
      if (active && spec.role) byRole.set(spec.role, [...(byRole.get(spec.role) ?? []), skuId]);
      if (spec.needs?.length) needsOf.push({ skuId, needs: spec.needs });
    }

    spuRows.push({
      id: spuId,
      spu_no: `SPU${100000 + spuId}`,
      spu_name: spec.name,
      brand_id: priv ? null : brandIds.get(brandKey)!,
      brand_name: brand,
      first_category_id: first,
      second_category_id: spec.cat,
      sku_type: spec.skuType ?? 0,
      sku_sale_type: spec.saleType ?? (brandKey === 'own' ? '经销' : rng.chance(0.7) ? '经销' : '非经'),
      status: deactive ? 1 : 0,
      labels,
      spu_desc: spec.desc,
      model_remark:
        spec.remark ??
        (models.length > 1
          ? `共${models.length}个型号：${models.slice(0, 3).join('、')}${models.length > 3 ? '等' : ''}`
          : models[0]!),
      pic_url: pic,
      min_price_fen: minPrice,
      // As refresh_spu_prices (0014) computes it, so its trigger has nothing to rewrite.
      min_wholesale_price_fen: minWholesale,
      listed_at: listedAt,
      times_used: timesUsed,
      search_text: [spec.name, brand, categoryName(first), cat.name, spec.keywords ?? '', ...models]
        .join(' ')
        .toLowerCase(),
      private_tenant: priv?.tenant ?? null,
      owner_account_id: priv?.account ?? null,
      source: priv ? 0 : 1,
      created_at: listedAt,
    });
    if (!priv && (spec.brochure || rng.chance(0.35))) {
      attachRows.push({
        spu_id: spuId,
        file_type: 7,
        file_title: `${spec.name}彩页.pdf`,
        file_url: brochureUrl(spec.shape),
        sort: 1,
      });
    }
  }

  // Accessories: each sku that needs brackets / power / disks gets one or two of each, drawn deterministically.
  const accessoryRows: Insertable<DB['sku_accessory']>[] = [];
  for (const { skuId, needs } of needsOf) {
    let sort = 1;
    for (const role of needs) {
      const pool = byRole.get(role);
      if (!pool?.length) continue;
      const n = role === 'disk' ? 3 : rng.chance(0.35) ? 2 : 1;
      for (const acc of rng.sample(pool, n)) {
        if (acc !== skuId) accessoryRows.push({ sku_id: skuId, accessory_sku_id: acc, sort: sort++ });
      }
    }
  }

  await insertAll(trx, 'spu', spuRows);
  await insertAll(trx, 'sku', skuRows);
  await insertAll(trx, 'sku_attr', skuAttrRows);
  await insertAll(trx, 'spu_attachment', attachRows);
  await insertAll(trx, 'sku_accessory', accessoryRows);

  // Suites: the first active, priced sku matching each line, sold through dealers and in stock where one matches: a
  // provider builds the suites its dealers sell from the models its dealers may price (a '非经' model has no price
  // for an individual or a second-level buyer, so a suite holding one could not be bought by them; issue 58 §3).
  const saleTypeOf = new Map(spuRows.map((r) => [Number(r.id), r.sku_sale_type]));
  const buyable = (s: (typeof skuIndex)[number], qty: number) => saleTypeOf.get(s.spuId) === '经销' && s.stock >= qty;
  const priced = skuIndex.filter((s) => s.active && s.price !== null && s.price > 0 && !s.spu.privateOf);
  const toDealers = new Set<number>();
  const suitRows: Insertable<DB['suit']>[] = [];
  const suitItems: Insertable<DB['suit_item']>[] = [];
  for (const [i, def] of suitDefs().entries()) {
    const items: { id: number; qty: number; price: number }[] = [];
    for (const [pick, qty] of def.items) {
      const free = (s: (typeof skuIndex)[number]) => pick(s) && !items.some((x) => x.id === s.id);
      const hit = priced.find((s) => free(s) && buyable(s, qty)) ?? priced.find(free);
      if (!hit) continue;
      items.push({ id: hit.id, qty, price: hit.price! });
      // no dealer-sold model fits the line: the provider sells the one it put in the suite through its dealers
      if (saleTypeOf.get(hit.spuId) !== '经销') toDealers.add(hit.spuId);
    }
    if (items.length < 2) continue;
    const suitId = suitRows.length + 1;
    const total = items.reduce((s, x) => s + x.price * x.qty, 0);
    suitRows.push({
      id: suitId,
      suit_no: `SUIT${1001 + i}`,
      name: def.name,
      suit_desc: def.desc,
      price_fen: niceYuan((total / 100) * 0.92) * 100,
      status: 0,
      pic_url: pictureUrl(skuIndex[items[0]!.id - 1]!.spu.shape),
      category_id: skuIndex[items[0]!.id - 1]!.spu.cat,
      times_used: rng.int(10, 900),
    });
    items.forEach((x, k) => suitItems.push({ suit_id: suitId, sku_id: x.id, quantity: x.qty, sort: k + 1 }));
  }
  if (toDealers.size)
    await trx
      .updateTable('spu')
      .set({ sku_sale_type: '经销' })
      .where('id', 'in', [...toDealers])
      .execute();
  await insertAll(trx, 'suit', suitRows);
  await insertAll(trx, 'suit_item', suitItems);
  for (const t of ['suit']) {
    await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(t)}), false)`.execute(
      trx,
    );
  }
  return { spu: spuRows.length, sku: skuRows.length, attrs: skuAttrRows.length, suits: suitRows.length };
}

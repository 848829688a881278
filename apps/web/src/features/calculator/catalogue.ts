/**
 * 'Pick from catalogue' (从产品库选择): the catalogue calls of the contract
 * (GET open/v1/goods/category/tree, GET open/v1/goods/spu/page?fields=skus, then the listed models' attributes the
 * kind reads from GET open/v1/goods/sku/attrs: the list itself is lean, issue 47 §1) and the mapping from a model's
 * attributes (the keys the demo seed writes into sku.attrs) to calculator inputs. The mappers are pure.
 */
import { API_PREFIX, POE_STANDARDS, SENSOR_FORMAT_KEYS, type PoeStandard, type SensorFormatKey } from '@portal/domain';
import { api, request } from '../../api/client.ts';
import { fetchSkuAttrs } from '../catalogue/index.ts';

export type AttrValue = number | string;

interface CatalogueSku {
  skuNo: string;
  skuName: string;
  model: string;
  price: number | null;
  stock: number;
  status: number;
  picUrl: string | null;
}

export interface CatalogueSpu {
  spuNo: string;
  spuName: string;
  brandName: string | null;
  secondCatagoryName: string | null;
  skus: CatalogueSku[];
}

export interface CategoryNode {
  id: number;
  catagoryName: string;
  children?: CategoryNode[] | null;
}

export type CatalogueKind = 'camera' | 'nvr' | 'switch' | 'bridge' | 'binocular' | 'disk';

/** One row of the dialog: a model (sku) with its product. */
export interface CatalogueRow {
  key: string;
  spuNo: string;
  spuName: string;
  brandName: string;
  categoryName: string;
  skuNo: string;
  skuName: string;
  model: string;
  price: number | null;
  attrs: Record<string, AttrValue>;
}

const num = (attrs: Record<string, AttrValue> | null | undefined, key: string): number | undefined => {
  const v = attrs?.[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

const txt = (attrs: Record<string, AttrValue> | null | undefined, key: string): string | undefined => {
  const v = attrs?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** Horizontal pixels of the common security resolutions (MP → px); others from a 16:9 frame. */
const HORIZONTAL_PX: Record<number, number> = {
  1: 1280,
  2: 1920,
  3: 2304,
  4: 2560,
  5: 2592,
  6: 3072,
  8: 3840,
  12: 4000,
  16: 5120,
  32: 7680,
};

export function horizontalPixelsOf(resolutionMP: number): number {
  return HORIZONTAL_PX[resolutionMP] ?? Math.round(Math.sqrt((resolutionMP * 1e6 * 16) / 9));
}

/** '1/2.7"' or '1/2.7" CMOS' → '1/2.7' when it is a format of the table. */
export function sensorFormatOf(sensor: string | undefined): SensorFormatKey | undefined {
  const key = sensor
    ?.replace(/["″]/g, '')
    .replace(/\s*CMOS$/i, '')
    .trim();
  return (SENSOR_FORMAT_KEYS as string[]).includes(key ?? '') ? (key as SensorFormatKey) : undefined;
}

function poeStandardOf(v: string | undefined): PoeStandard | undefined {
  const key = v?.toLowerCase().replace(/^802\.3/, '');
  return (POE_STANDARDS as readonly string[]).includes(key ?? '') ? (key as PoeStandard) : undefined;
}

export interface CameraPick {
  mainStreamMbps?: number;
  subStreamKbps?: number;
  powerW?: number;
  poeStandard?: PoeStandard;
  sensorFormat?: SensorFormatKey;
  resolutionMP?: number;
  horizontalPixels?: number;
  lensMm?: number;
}

export function cameraPick(attrs: Record<string, AttrValue> | null): CameraPick {
  const main = num(attrs, 'mainStreamKbps');
  const res = num(attrs, 'resolutionMP');
  return {
    mainStreamMbps: main === undefined ? undefined : main / 1000,
    subStreamKbps: num(attrs, 'subStreamKbps'),
    powerW: num(attrs, 'powerW'),
    poeStandard: poeStandardOf(txt(attrs, 'poeClass')),
    sensorFormat: sensorFormatOf(txt(attrs, 'sensor')),
    resolutionMP: res,
    horizontalPixels: res === undefined ? undefined : horizontalPixelsOf(res),
    lensMm: num(attrs, 'lensMm'),
  };
}

export interface NvrPick {
  channels?: number;
  incomingBandwidthMbps?: number;
  hddBays?: number;
  maxHddTB?: number;
  maxResolutionMP?: number;
}

export const nvrPick = (attrs: Record<string, AttrValue> | null): NvrPick => ({
  channels: num(attrs, 'channels'),
  incomingBandwidthMbps: num(attrs, 'incomingBandwidthMbps'),
  hddBays: num(attrs, 'hddBays'),
  maxHddTB: num(attrs, 'maxHddTB'),
  maxResolutionMP: num(attrs, 'maxResolutionMP'),
});

export interface SwitchPick {
  poePorts?: number;
  poeBudgetW?: number;
  uplinkMbps?: number;
  poeStandard?: PoeStandard;
}

export function switchPick(attrs: Record<string, AttrValue> | null): SwitchPick {
  const up = num(attrs, 'uplinkGbps');
  return {
    poePorts: num(attrs, 'poePorts'),
    poeBudgetW: num(attrs, 'poeBudgetW'),
    uplinkMbps: up === undefined ? undefined : up * 1000,
    poeStandard: poeStandardOf(txt(attrs, 'poeStandard')),
  };
}

export interface BridgePick {
  frequencyMHz?: number;
  txPowerDbm?: number;
  antennaGainDbi?: number;
  sensitivityDbm?: number;
  throughputMbps?: number;
  rangeKm?: number;
}

export function bridgePick(attrs: Record<string, AttrValue> | null): BridgePick {
  const f = num(attrs, 'frequencyGHz');
  return {
    frequencyMHz: f === undefined ? undefined : Math.round(f * 1000),
    txPowerDbm: num(attrs, 'txPowerDbm'),
    antennaGainDbi: num(attrs, 'antennaGainDbi'),
    sensitivityDbm: num(attrs, 'sensitivityDbm'),
    throughputMbps: num(attrs, 'throughputMbps'),
    rangeKm: num(attrs, 'rangeKm'),
  };
}

export interface BinocularPick {
  fovHorizontalDeg?: number;
  fovVerticalDeg?: number;
  minMountHeightM?: number;
  maxMountHeightM?: number;
}

export const binocularPick = (attrs: Record<string, AttrValue> | null): BinocularPick => ({
  fovHorizontalDeg: num(attrs, 'fovHorizontalDeg'),
  fovVerticalDeg: num(attrs, 'fovVerticalDeg'),
  minMountHeightM: num(attrs, 'minMountHeightM'),
  maxMountHeightM: num(attrs, 'maxMountHeightM'),
});

export const diskPick = (attrs: Record<string, AttrValue> | null): { capacityTB?: number } => ({
  capacityTB: num(attrs, 'capacityTB'),
});

/** Drops undefined values so a pick never blanks a field the model says nothing about. */
export function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export interface KindInfo {
  label: string;
  /** Category names of the seed (categories.ts); the ids come from the category tree. */
  categoryNames: string[];
  /** The attribute keys the dialog, the picks and the recommendations read (the only ones asked for). */
  keys: string[];
  /** The attributes shown in the dialog, in order. */
  describe: (a: Record<string, AttrValue>) => string;
}

const parts = (...xs: (string | false | undefined)[]) => xs.filter(Boolean).join(' · ');
const u = (v: number | undefined, unit: string) => (v === undefined ? undefined : `${v}${unit}`);

export const CATALOGUE_KINDS: Record<CatalogueKind, KindInfo> = {
  camera: {
    label: '网络摄像机',
    categoryNames: ['网络摄像机'],
    keys: ['resolutionMP', 'sensor', 'lensMm', 'mainStreamKbps', 'subStreamKbps', 'powerW', 'poeClass'],
    describe: (a) =>
      parts(
        u(num(a, 'resolutionMP'), 'MP'),
        txt(a, 'sensor'),
        u(num(a, 'lensMm'), 'mm'),
        u(num(a, 'mainStreamKbps'), 'Kbps主码流'),
        u(num(a, 'powerW'), 'W'),
        txt(a, 'poeClass') && `PoE ${txt(a, 'poeClass')}`,
      ),
  },
  nvr: {
    label: '网络硬盘录像机',
    categoryNames: ['网络硬盘录像机(NVR)'],
    keys: ['channels', 'incomingBandwidthMbps', 'hddBays', 'maxHddTB', 'maxResolutionMP'],
    describe: (a) =>
      parts(
        u(num(a, 'channels'), '路'),
        u(num(a, 'incomingBandwidthMbps'), 'Mbps接入'),
        u(num(a, 'hddBays'), '盘位'),
        u(num(a, 'maxHddTB'), 'TB/盘'),
        u(num(a, 'maxResolutionMP'), 'MP'),
      ),
  },
  switch: {
    label: 'PoE交换机',
    categoryNames: ['PoE交换机'],
    keys: ['poePorts', 'poeBudgetW', 'uplinkGbps', 'poeStandard'],
    describe: (a) =>
      parts(
        u(num(a, 'poePorts'), '个PoE口'),
        u(num(a, 'poeBudgetW'), 'W'),
        u(num(a, 'uplinkGbps'), 'G上行'),
        txt(a, 'poeStandard') && `802.3${txt(a, 'poeStandard')}`,
      ),
  },
  bridge: {
    label: '无线网桥',
    categoryNames: ['点对点网桥', '电梯网桥'],
    keys: ['frequencyGHz', 'txPowerDbm', 'antennaGainDbi', 'sensitivityDbm', 'throughputMbps', 'rangeKm'],
    describe: (a) =>
      parts(
        u(num(a, 'frequencyGHz'), 'GHz'),
        u(num(a, 'txPowerDbm'), 'dBm'),
        u(num(a, 'antennaGainDbi'), 'dBi'),
        u(num(a, 'sensitivityDbm'), 'dBm灵敏度'),
        u(num(a, 'throughputMbps'), 'Mbps'),
        u(num(a, 'rangeKm'), 'km'),
      ),
  },
  binocular: {
    label: '垂直双目客流相机',
    categoryNames: ['垂直双目客流相机'],
    keys: ['fovHorizontalDeg', 'fovVerticalDeg', 'minMountHeightM', 'maxMountHeightM', 'lensMm'],
    describe: (a) =>
      parts(
        num(a, 'fovHorizontalDeg') !== undefined &&
          `视场角${num(a, 'fovHorizontalDeg')}°×${num(a, 'fovVerticalDeg') ?? '-'}°`,
        num(a, 'minMountHeightM') !== undefined &&
          `安装高度${num(a, 'minMountHeightM')}-${num(a, 'maxMountHeightM') ?? '-'}m`,
        u(num(a, 'lensMm'), 'mm'),
      ),
  },
  disk: {
    label: '监控硬盘',
    categoryNames: ['监控硬盘'],
    keys: ['capacityTB', 'diskLine', 'rpm'],
    describe: (a) => parts(u(num(a, 'capacityTB'), 'TB'), txt(a, 'diskLine'), u(num(a, 'rpm'), 'rpm')),
  },
};

/** Ids of the named categories and all their descendants. */
export function categoryIdsFor(tree: CategoryNode[], names: string[]): number[] {
  const out: number[] = [];
  const collect = (n: CategoryNode) => {
    out.push(n.id);
    for (const c of n.children ?? []) collect(c);
  };
  const walk = (nodes: CategoryNode[]) => {
    for (const n of nodes) {
      if (names.includes(n.catagoryName)) collect(n);
      else walk(n.children ?? []);
    }
  };
  walk(tree);
  return [...new Set(out)];
}

/** A page's models as rows, each with its attributes from `attrsOf` (by model number; none: an empty map). */
function flattenSpus(
  spus: CatalogueSpu[],
  attrsOf: ReadonlyMap<string, { attrs: Record<string, unknown> }>,
): CatalogueRow[] {
  return spus.flatMap((spu) =>
    (spu.skus ?? []).map((sku) => ({
      key: `${spu.spuNo}/${sku.skuNo}`,
      spuNo: spu.spuNo,
      spuName: spu.spuName,
      brandName: spu.brandName ?? '',
      categoryName: spu.secondCatagoryName ?? '',
      skuNo: sku.skuNo,
      skuName: sku.skuName,
      model: sku.model,
      price: sku.price,
      attrs: (attrsOf.get(sku.skuNo)?.attrs ?? {}) as Record<string, AttrValue>,
    })),
  );
}

/** The attributes kind `kind` reads of the models of `spus` (one batched call, none for an empty page). */
export function kindAttrsOf(kind: CatalogueKind, spus: CatalogueSpu[]) {
  const skuNos = spus.flatMap((s) => (s.skus ?? []).map((k) => k.skuNo));
  return skuNos.length ? fetchSkuAttrs(skuNos, { keys: CATALOGUE_KINDS[kind].keys }) : Promise.resolve(new Map());
}

const CATEGORY_TREE_PATH = `${API_PREFIX}/open/v1/goods/category/tree`;
export const SPU_PAGE_PATH = `${API_PREFIX}/open/v1/goods/spu/page`;
export const PAGE_SIZE = 10;

export async function fetchCategoryTree(): Promise<CategoryNode[]> {
  return (await api.get<CategoryNode[]>(CATEGORY_TREE_PATH, undefined, { silent: true })) ?? [];
}

export interface CataloguePage {
  rows: CatalogueRow[];
  /** Products (spu) matching, for paging. */
  total: number;
}

/** One page of the models of a kind; when the tree has no such category the kind's name is the keyword. */
export async function fetchCataloguePage(
  kind: CatalogueKind,
  tree: CategoryNode[],
  keyword: string,
  page: number,
): Promise<CataloguePage> {
  const info = CATALOGUE_KINDS[kind];
  const ids = categoryIdsFor(tree, info.categoryNames);
  const kw = keyword.trim();
  const env = await request<CatalogueSpu[]>(SPU_PAGE_PATH, {
    params: {
      categoryIds: ids.length > 0 ? ids.join(',') : undefined,
      keyword: ids.length > 0 ? kw : [info.label, kw].filter(Boolean).join(' '),
      page,
      size: PAGE_SIZE,
      fields: 'skus',
    },
    silent: true,
  });
  const spus = env.data ?? [];
  return { rows: flattenSpus(spus, await kindAttrsOf(kind, spus)), total: env.count ?? spus.length };
}

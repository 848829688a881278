import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  binocularPick,
  bridgePick,
  cameraPick,
  categoryIdsFor,
  defined,
  diskPick,
  fetchCataloguePage,
  fetchCategoryTree,
  horizontalPixelsOf,
  nvrPick,
  sensorFormatOf,
  switchPick,
  type CategoryNode,
} from './catalogue.ts';

// Attribute sets as the demo seed writes them (apps/server/src/seed/catalogue.ts).
const CAMERA = {
  resolutionMP: 4,
  sensor: '1/2.7"',
  lensMm: 4,
  fovHorizontalDeg: 84,
  mainStreamKbps: 4096,
  subStreamKbps: 512,
  poeClass: 'af',
  powerW: 6.8,
};
const NVR = { channels: 32, incomingBandwidthMbps: 320, hddBays: 4, maxHddTB: 16, maxResolutionMP: 12, poePorts: 0 };
const SWITCH = { ports: 18, poePorts: 16, portSpeed: '千兆', poeBudgetW: 150, uplinkGbps: 1, poeStandard: 'at' };
const BRIDGE = {
  frequencyGHz: 5.8,
  txPowerDbm: 27,
  antennaGainDbi: 14,
  sensitivityDbm: -92,
  throughputMbps: 300,
  rangeKm: 3,
};
const BINOCULAR = { fovHorizontalDeg: 90, fovVerticalDeg: 60, minMountHeightM: 2.5, maxMountHeightM: 4.5 };

describe('model attributes → calculator inputs', () => {
  it('camera: bitrate in Mbps, sub stream, power, PoE class, sensor format, horizontal pixels, lens', () => {
    expect(cameraPick(CAMERA)).toEqual({
      mainStreamMbps: 4.096,
      subStreamKbps: 512,
      powerW: 6.8,
      poeStandard: 'af',
      sensorFormat: '1/2.7',
      resolutionMP: 4,
      horizontalPixels: 2560,
      lensMm: 4,
    });
    expect(sensorFormatOf('1/2.9"')).toBe('1/2.9');
    expect(sensorFormatOf('1/1.2" CMOS')).toBe('1/1.2');
    expect(sensorFormatOf('1/9"')).toBeUndefined();
    expect(horizontalPixelsOf(8)).toBe(3840);
    expect(horizontalPixelsOf(7)).toBe(Math.round(Math.sqrt((7e6 * 16) / 9)));
  });

  it('NVR, switch, bridge, binocular and disk', () => {
    expect(nvrPick(NVR)).toEqual({
      channels: 32,
      incomingBandwidthMbps: 320,
      hddBays: 4,
      maxHddTB: 16,
      maxResolutionMP: 12,
    });
    expect(switchPick(SWITCH)).toEqual({ poePorts: 16, poeBudgetW: 150, uplinkMbps: 1000, poeStandard: 'at' });
    expect(switchPick({ ...SWITCH, poeStandard: 'bt3' }).poeStandard).toBe('bt3');
    expect(bridgePick(BRIDGE)).toEqual({
      frequencyMHz: 5800,
      txPowerDbm: 27,
      antennaGainDbi: 14,
      sensitivityDbm: -92,
      throughputMbps: 300,
      rangeKm: 3,
    });
    expect(binocularPick(BINOCULAR)).toEqual(BINOCULAR);
    expect(diskPick({ capacityTB: 8, diskLine: '监控级' })).toEqual({ capacityTB: 8 });
  });

  it('a model without an attribute leaves that input alone (no NaN)', () => {
    expect(defined(cameraPick({ resolutionMP: 'x', sensor: '' }))).toEqual({});
    expect(defined(nvrPick(null))).toEqual({});
    expect(cameraPick({ mainStreamKbps: '2048' }).mainStreamMbps).toBe(2.048);
  });
});

const TREE: CategoryNode[] = [
  {
    id: 1,
    catagoryName: '网络摄像机',
    children: [
      { id: 101, catagoryName: '枪型网络摄像机', children: [] },
      { id: 102, catagoryName: '半球网络摄像机' },
    ],
  },
  { id: 2, catagoryName: '录像机', children: [{ id: 201, catagoryName: '网络硬盘录像机(NVR)', children: [] }] },
  {
    id: 14,
    catagoryName: '无线网桥',
    children: [
      { id: 1401, catagoryName: '点对点网桥' },
      { id: 1402, catagoryName: '电梯网桥' },
    ],
  },
];

describe('the catalogue dialog data (mocked fetch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds category ids by name, with descendants', () => {
    expect(categoryIdsFor(TREE, ['网络摄像机'])).toEqual([1, 101, 102]);
    expect(categoryIdsFor(TREE, ['网络硬盘录像机(NVR)'])).toEqual([201]);
    expect(categoryIdsFor(TREE, ['点对点网桥', '电梯网桥'])).toEqual([1401, 1402]);
    expect(categoryIdsFor(TREE, ['不存在'])).toEqual([]);
  });

  it('asks the contract endpoints and lists one row per model', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url.includes('/goods/category/tree')) return Response.json({ code: 0, msg: '成功', data: TREE });
        // The lean list carries no attributes: they come from the batched attribute call (K2 has none).
        if (url.includes('/goods/sku/attrs'))
          return Response.json({ code: 0, msg: '成功', data: [{ skuNo: 'K1', attrs: CAMERA }] });
        return Response.json({
          code: 0,
          msg: '成功',
          count: 23,
          data: [
            {
              spuNo: 'SPU1',
              spuName: '400万像素红外枪型网络摄像机',
              brandName: '安视',
              secondCatagoryName: '枪型网络摄像机',
              skus: [
                {
                  skuNo: 'K1',
                  skuName: '4mm',
                  model: 'AS-IPC-3B04I-I5(4mm)',
                  price: 39900,
                  stock: 5,
                  status: 0,
                  picUrl: null,
                },
                {
                  skuNo: 'K2',
                  skuName: '6mm',
                  model: 'AS-IPC-3B04I-I5(6mm)',
                  price: null,
                  stock: 0,
                  status: 0,
                  picUrl: null,
                },
              ],
            },
          ],
        });
      }),
    );
    const tree = await fetchCategoryTree();
    const page = await fetchCataloguePage('camera', tree, ' 枪型 ', 2);
    expect(calls[0]).toBe('/api-cloud-merchant-service/open/v1/goods/category/tree');
    const url = new URL(calls[1]!, 'http://x');
    expect(url.pathname).toBe('/api-cloud-merchant-service/open/v1/goods/spu/page');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      categoryIds: '1,101,102',
      keyword: '枪型',
      page: '2',
      size: '10',
      fields: 'skus',
    });
    const attrsUrl = new URL(calls[2]!, 'http://x');
    expect(attrsUrl.pathname).toBe('/api-cloud-merchant-service/open/v1/goods/sku/attrs');
    expect(Object.fromEntries(attrsUrl.searchParams)).toEqual({
      skuNos: 'K1,K2',
      keys: 'resolutionMP,sensor,lensMm,mainStreamKbps,subStreamKbps,powerW,poeClass',
    });
    expect(calls).toHaveLength(3);
    expect(page.total).toBe(23);
    expect(page.rows.map((r) => [r.key, r.model, r.brandName])).toEqual([
      ['SPU1/K1', 'AS-IPC-3B04I-I5(4mm)', '安视'],
      ['SPU1/K2', 'AS-IPC-3B04I-I5(6mm)', '安视'],
    ]);
    expect(cameraPick(page.rows[0]!.attrs).mainStreamMbps).toBe(4.096);
    expect(page.rows[1]!.attrs).toEqual({});
  });

  it('falls back to a keyword search when the tree lacks the category', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({ code: 0, msg: '成功', data: [] });
      }),
    );
    const page = await fetchCataloguePage('switch', [], '', 1);
    expect(new URL(calls[0]!, 'http://x').searchParams.get('keyword')).toBe('PoE交换机');
    expect(page).toEqual({ rows: [], total: 0 });
  });
});

/**
 * The service centre's demo data: outlets with engineers, price rules per service type (and a province's own), and
 * registered devices — 13800000001 bought an in-warranty camera and an out-of-warranty recorder and a lock through
 * the portal, and one imported camera belongs to 13800000004. Fills only what is missing.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { registerDevices, saveEngineer, saveOutlet } from '../modules/service-order/index.ts';
import { SEED_ACTOR } from './actor.ts';

const OUTLETS = [
  {
    name: '安保服务中心·北京朝阳网点',
    province_code: '110000',
    province_name: '北京市',
    city_name: '北京市',
    address: '朝阳区建国路 88 号',
    phone: '010-65880001',
    longitude: 116.4864,
    latitude: 39.9215,
    engineers: [
      ['张工', '13900000101'],
      ['李工', '13900000102'],
    ],
  },
  {
    name: '安保服务中心·上海浦东网点',
    province_code: '310000',
    province_name: '上海市',
    city_name: '上海市',
    address: '浦东新区张江路 199 号',
    phone: '021-50800002',
    longitude: 121.5447,
    latitude: 31.2227,
    engineers: [['王工', '13900000201']],
  },
  {
    name: '安保服务中心·杭州西湖网点',
    province_code: '330000',
    province_name: '浙江省',
    city_name: '杭州市',
    address: '西湖区文三路 90 号',
    phone: '0571-88000003',
    longitude: 120.1302,
    latitude: 30.2595,
    engineers: [
      ['赵工', '13900000301'],
      ['钱工', '13900000302'],
    ],
  },
  {
    name: '安保服务中心·深圳南山网点',
    province_code: '440000',
    province_name: '广东省',
    city_name: '深圳市',
    address: '南山区科技园南路 16 号',
    phone: '0755-26000004',
    longitude: 113.9304,
    latitude: 22.5333,
    engineers: [['孙工', '13900000401']],
  },
] as const;

/** Price per order (or per unit of the form's unit field), fen; null province = everywhere. */
const DEMO_SERVICE_PRICES: [string, string | null, number][] = [
  ['repair', null, 12000],
  ['repair', '110000', 15000],
  ['install', null, 8000],
  ['move', null, 10000],
  ['monitor', null, 9000],
  ['lock', null, 6000],
  ['survey', null, 20000],
  ['construction', null, 50000],
  ['password', null, 3000],
  ['upkeep', null, 5000],
];

const monthsAgo = (m: number) => new Date(Date.now() - m * 30.5 * 86_400_000);

export async function seedService(db: Kysely<DB>, log: (m: string) => void): Promise<void> {
  const has = await db.selectFrom('service_outlet').select('id').limit(1).executeTakeFirst();
  await db.transaction().execute(async (tx) => {
    if (!has) {
      // outlets and engineers through the staff's own use cases (/networkManage), audited as the seed's
      for (const { engineers, ...o } of OUTLETS) {
        const outlet = await saveOutlet(tx, SEED_ACTOR, {
          name: o.name,
          provinceCode: o.province_code,
          cityName: o.city_name,
          address: o.address,
          phone: o.phone,
          longitude: o.longitude,
          latitude: o.latitude,
        });
        for (const [name, phone] of engineers) await saveEngineer(tx, SEED_ACTOR, { outletId: outlet.id, name, phone });
      }
      await tx
        .insertInto('service_price_rule')
        .values(
          DEMO_SERVICE_PRICES.map(([service_type, province_code, price_fen]) => ({
            service_type,
            province_code,
            price_fen,
          })),
        )
        .execute();
    }
    const accounts = await tx
      .selectFrom('account')
      .select(['id', 'phone'])
      .where('phone', 'in', ['13800000001', '13800000004'])
      .execute();
    const id = (phone: string) => Number(accounts.find((a) => a.phone === phone)?.id ?? 0) || null;
    const n = await registerDevices(tx, [
      {
        serial: 'IPC2025000001',
        model: 'DS-2CD3T46WDV3-I3 400万 网络摄像机',
        warrantyMonths: 24,
        shippedAt: monthsAgo(3),
        accountId: id('13800000001'),
        source: 'seed',
      },
      {
        serial: 'NVR2022000001',
        model: 'DS-7808N-K2 8 路硬盘录像机',
        warrantyMonths: 12,
        shippedAt: monthsAgo(30),
        accountId: id('13800000001'),
        source: 'seed',
      },
      {
        serial: 'LK202500000001',
        model: 'SL-F3 指纹智能门锁',
        warrantyMonths: 24,
        shippedAt: monthsAgo(2),
        accountId: id('13800000001'),
        source: 'seed',
      },
      {
        serial: 'IPC2024000009',
        model: 'DS-2CD2346 300万 网络摄像机',
        warrantyMonths: 24,
        shippedAt: monthsAgo(6),
        accountId: id('13800000004'),
        source: 'seed',
      },
      {
        serial: 'IPC2019000100',
        model: 'DS-2CD1201 100万 网络摄像机',
        warrantyMonths: 12,
        shippedAt: monthsAgo(70),
        accountId: null,
        source: 'import',
      },
    ]);
    log(`服务中心：网点 ${has ? '已存在' : OUTLETS.length}，新登记设备 ${n}`);
  });
}

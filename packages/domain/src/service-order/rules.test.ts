import { describe, expect, it } from 'vitest';
import {
  SERVICE_TYPES,
  formProblem,
  isUnderWarranty,
  pickPriceRule,
  productLineOfModel,
  productLineOfSerial,
  servicePrice,
  serviceTypeOf,
  slotProblem,
  warrantyUntil,
} from './rules.ts';

describe('service centre rules', () => {
  it('a serial belongs to the product line whose format it has', () => {
    expect(productLineOfSerial('ipc2024000001 ')).toBe('IPC');
    expect(productLineOfSerial('NVR2024000001')).toBe('NVR');
    expect(productLineOfSerial('LK202400000001')).toBe('LOCK');
    expect(productLineOfSerial('IPC123')).toBeNull();
    expect(productLineOfSerial('XYZ2024000001')).toBeNull();
  });

  it('a sold model’s product line from its names: recorders before cameras, locks, else none', () => {
    expect(productLineOfModel(['8 路网络硬盘录像机', 'DS-7808N'])?.key).toBe('NVR');
    expect(productLineOfModel(['400万 网络摄像机'])?.key).toBe('IPC');
    expect(productLineOfModel(['指纹智能门锁'])?.key).toBe('LOCK');
    expect(productLineOfModel(['8 口 PoE 交换机'])).toBeNull();
    for (const l of [productLineOfModel(['摄像机'])!, productLineOfModel(['门锁'])!])
      expect(productLineOfSerial(`${l.prefix}${'1'.repeat(l.digits)}`)).toBe(l.key);
  });

  it('warranty runs from the Beijing ship date for the model’s months, clamped to the month end', () => {
    expect(warrantyUntil(new Date('2025-01-31T02:00:00Z'), 1)).toBe('2025-02-28');
    expect(warrantyUntil(new Date('2024-06-30T20:00:00Z'), 24)).toBe('2026-07-01');
    const shipped = new Date('2025-01-10T02:00:00Z');
    expect(isUnderWarranty(shipped, 12, new Date('2026-01-10T10:00:00Z'))).toBe(true);
    expect(isUnderWarranty(shipped, 12, new Date('2026-01-10T16:30:00Z'))).toBe(false);
    expect(isUnderWarranty(shipped, 0, shipped)).toBe(false);
  });

  it('a slot that has begun is past; beyond 30 days is too far', () => {
    const now = new Date('2026-03-10T02:00:00Z'); // 10:00 Beijing
    expect(slotProblem('2026-03-10', 'am', now)).toBe('past');
    expect(slotProblem('2026-03-10', 'pm', now)).toBeNull();
    expect(slotProblem('2026-04-20', 'am', now)).toBe('far');
    expect(slotProblem('2026-02-30', 'am', now)).toBe('invalid');
  });

  it('price: free under warranty for repair, the province rule before the national, times the units', () => {
    const rules = [
      { serviceType: 'repair', provinceCode: null, priceFen: 8000 },
      { serviceType: 'repair', provinceCode: '44', priceFen: 9900 },
      { serviceType: 'install', provinceCode: null, priceFen: 5000 },
    ];
    const repair = serviceTypeOf('repair')!;
    expect(servicePrice(repair, pickPriceRule(rules, 'repair', '44'), {}, true)).toBe(0);
    expect(servicePrice(repair, pickPriceRule(rules, 'repair', '44'), {}, false)).toBe(9900);
    expect(servicePrice(repair, pickPriceRule(rules, 'repair', '33'), {}, false)).toBe(8000);
    expect(
      servicePrice(serviceTypeOf('install')!, pickPriceRule(rules, 'install', '33'), { quantity: '3' }, false),
    ).toBe(15000);
    expect(
      servicePrice(serviceTypeOf('lock')!, pickPriceRule(rules, 'lock', '33'), { quantity: '1' }, false),
    ).toBeNull();
  });

  it('every form is data: routes unique, fields checked by their kind', () => {
    expect(new Set(SERVICE_TYPES.map((t) => t.route)).size).toBe(SERVICE_TYPES.length);
    for (const t of SERVICE_TYPES) expect(t.requestType >= 3 && t.requestType <= 9).toBe(true);
    const install = serviceTypeOf('install')!;
    expect(formProblem(install, { quantity: '2', site: '住宅' })).toBeNull();
    expect(formProblem(install, { site: '住宅' })).toEqual({
      reason: 'SERVICE_FORM.fieldRequired',
      msg: '请填写安装点位数',
    });
    expect(formProblem(install, { quantity: '0', site: '住宅' })?.msg).toMatch(/整数/);
    expect(formProblem(install, { quantity: '2', site: '月球' })?.msg).toMatch(/选项/);
    expect(formProblem(install, { quantity: '2', site: '住宅', hack: 'x' })?.msg).toMatch(/不支持/);
  });
});

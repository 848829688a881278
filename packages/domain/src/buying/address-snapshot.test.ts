import { describe, expect, it } from 'vitest';
import { addressSnapshotOf } from './address-snapshot.ts';

const beijing = {
  provinceCode: '110000',
  provinceName: '北京市',
  cityCode: '110100',
  cityName: '北京市',
  areaCode: '110105',
  areaName: '朝阳区',
  detailAddress: '建国路 1 号',
  contactName: '王工',
  contactPhone: '13900000001',
};

describe('addressSnapshotOf', () => {
  it('keeps the address fields, null for an absent street, and drops the rest', () => {
    const s = addressSnapshotOf({ ...beijing, id: 7, isDefault: true });
    expect(s).toEqual({ ...beijing, streetCode: null, streetName: null });
    expect('id' in s).toBe(false);
  });

  it('reads the stored JSON text the same as the object', () => {
    const withStreet = { ...beijing, streetCode: '110105001', streetName: '建外街道' };
    expect(addressSnapshotOf(JSON.stringify(withStreet))).toEqual(addressSnapshotOf(withStreet));
    expect(addressSnapshotOf(withStreet).streetName).toBe('建外街道');
  });
});

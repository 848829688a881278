import { ADDRESS_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES, regionFromAddress, toAddressInput, zodRule } from './address-form.ts';
import { addressInputSchema } from '@portal/domain';

const values = {
  region: [],
  detailAddress: '科技园路 1 号',
  contactName: '王工',
  contactPhone: '13800001111',
  isDefault: true,
};
const region = {
  codes: ['440000', '440300', '440305', '440305001'],
  names: ['广东省', '深圳市', '南山区', '南头街道'],
};

describe('address form', () => {
  it('field rules are the contract schema with its Chinese messages', async () => {
    const phone = ADDRESS_RULES.contactPhone[0]!;
    await expect(phone.validator({}, '13800001111')).resolves.toBeUndefined();
    await expect(phone.validator({}, '0755-12345678')).resolves.toBeUndefined();
    await expect(phone.validator({}, '12345')).rejects.toThrow(ADDRESS_MESSAGES.phoneRule);
    await expect(phone.validator({}, '')).rejects.toThrow(ADDRESS_MESSAGES.phoneRequired);
    await expect(ADDRESS_RULES.contactName[0]!.validator({}, '   ')).rejects.toThrow(ADDRESS_MESSAGES.nameRequired);
    await expect(ADDRESS_RULES.contactName[0]!.validator({}, '名'.repeat(21))).rejects.toThrow(
      ADDRESS_MESSAGES.nameLength,
    );
    await expect(ADDRESS_RULES.detailAddress[0]!.validator({}, undefined)).rejects.toThrow(
      ADDRESS_MESSAGES.detailRequired,
    );
    await expect(zodRule(addressInputSchema.shape.detailAddress).validator({}, 'x'.repeat(101))).rejects.toThrow(
      ADDRESS_MESSAGES.detailLength,
    );
  });

  it('builds the API body from the picked region, street optional', () => {
    const r = toAddressInput(values, region);
    expect(r).toEqual({
      ok: true,
      value: {
        provinceCode: '440000',
        provinceName: '广东省',
        cityCode: '440300',
        cityName: '深圳市',
        areaCode: '440305',
        areaName: '南山区',
        streetCode: '440305001',
        streetName: '南头街道',
        detailAddress: '科技园路 1 号',
        contactName: '王工',
        contactPhone: '13800001111',
        isDefault: true,
      },
    });
    const noStreet = toAddressInput(values, { codes: region.codes.slice(0, 3), names: region.names.slice(0, 3) });
    expect(noStreet.ok && noStreet.value.streetCode).toBeNull();
  });

  it('refuses a region above the area level, and a bad phone', () => {
    expect(toAddressInput(values, { codes: ['440000', '440300'], names: ['广东省', '深圳市'] })).toEqual({
      ok: false,
      message: ADDRESS_MESSAGES.regionRequired,
    });
    expect(toAddressInput({ ...values, contactPhone: '110' }, region)).toEqual({
      ok: false,
      message: ADDRESS_MESSAGES.phoneRule,
    });
  });

  it('an address opens the picker at its own region', () => {
    const a = { id: 1, isDefault: false, ...(toAddressInput(values, region) as { value: object }).value } as never;
    expect(regionFromAddress(a)).toEqual(region);
  });
});

/**
 * The address form's rules are the contract's zod schema (addressInputSchema): one field's rule checks the
 * value with that field's schema and shows its Chinese message, so form and server refuse the same input.
 */
import { addressInputSchema, ADDRESS_MESSAGES, type Address, type AddressInput } from '@portal/domain';
import type { RegionOption } from '../dealer/index.ts';

export interface FieldRule {
  validator(rule: unknown, value: unknown): Promise<void>;
}

/** What the rule needs of a zod schema. */
export interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** An antd rule from one zod field schema: resolves when valid, rejects with its first message. */
export function zodRule(schema: FieldSchema): FieldRule {
  return {
    validator: async (_rule, value) => {
      const r = schema.safeParse(value ?? '');
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? ADDRESS_MESSAGES.phoneRule);
    },
  };
}

const shape = addressInputSchema.shape;
export const ADDRESS_RULES: Record<'detailAddress' | 'contactName' | 'contactPhone', FieldRule[]> = {
  detailAddress: [zodRule(shape.detailAddress)],
  contactName: [zodRule(shape.contactName)],
  contactPhone: [zodRule(shape.contactPhone)],
};

export interface AddressFormValues {
  region: string[];
  detailAddress: string;
  contactName: string;
  contactPhone: string;
  isDefault: boolean;
}

/** A picked region: province, city and area required, street optional. */
export interface RegionPick {
  codes: string[];
  names: string[];
}

export function regionFromAddress(a: Address): RegionPick {
  const codes = [a.provinceCode, a.cityCode, a.areaCode, ...(a.streetCode ? [a.streetCode] : [])];
  const names = [a.provinceName, a.cityName, a.areaName, ...(a.streetName ? [a.streetName] : [])];
  return { codes, names };
}

export function regionPick(codes: string[], path: RegionOption[]): RegionPick {
  return { codes, names: path.map((p) => p.label) };
}

/** The form's values as the API body; null (with the message) when the region is not deep enough. */
export function toAddressInput(
  v: AddressFormValues,
  region: RegionPick,
): { ok: true; value: AddressInput } | { ok: false; message: string } {
  const [pc, cc, ac, sc] = region.codes;
  const [pn, cn, an, sn] = region.names;
  if (!pc || !cc || !ac || !pn || !cn || !an) return { ok: false, message: ADDRESS_MESSAGES.regionRequired };
  const input: AddressInput = {
    provinceCode: pc,
    provinceName: pn,
    cityCode: cc,
    cityName: cn,
    areaCode: ac,
    areaName: an,
    streetCode: sc ?? null,
    streetName: sn ?? null,
    detailAddress: v.detailAddress,
    contactName: v.contactName,
    contactPhone: v.contactPhone,
    isDefault: !!v.isDefault,
  };
  const r = addressInputSchema.safeParse(input);
  if (!r.success) return { ok: false, message: r.error.issues[0]?.message ?? ADDRESS_MESSAGES.regionRequired };
  return { ok: true, value: input };
}

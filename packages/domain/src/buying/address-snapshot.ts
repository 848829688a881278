/**
 * A delivery address as an order or a credit exchange keeps it: a copy taken when it was placed (jsonb), so that
 * a later edit or deletion of the address book entry does not change where it went.
 */
import type { Address } from './address-contract.ts';

export type AddressSnapshot = Omit<Address, 'id' | 'isDefault'>;

const FIELDS = [
  'provinceCode',
  'provinceName',
  'cityCode',
  'cityName',
  'areaCode',
  'areaName',
  'streetCode',
  'streetName',
  'detailAddress',
  'contactName',
  'contactPhone',
] as const satisfies readonly (keyof AddressSnapshot)[];

/** The snapshot of an address (extra keys dropped; an absent street is null), or of its stored JSON text. */
export function addressSnapshotOf(raw: unknown): AddressSnapshot {
  const a = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<Record<keyof AddressSnapshot, string | null>>;
  const out = {} as Record<keyof AddressSnapshot, string | null>;
  for (const f of FIELDS) out[f] = a[f] ?? null;
  return out as AddressSnapshot;
}

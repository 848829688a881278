/** The schemas of the staff's service outlets and engineers (network.ts has their refusals). */
import { z } from 'zod';
import { plainTextField, rowIdField } from '../core/index.ts';
import { MOBILE_RE, PHONE_OR_TEL_RE } from '../account/index.ts';
import { SERVICE_NETWORK_MESSAGES as M } from './network.ts';

const id = rowIdField(M.badId);
const text = plainTextField;

export const outletSaveSchema = z.object({
  /** Absent: a new outlet. */
  id: id.optional(),
  name: text(M.nameRequired, 40),
  provinceCode: z.string({ error: M.provinceRequired }).regex(/^\d{2}0000$/, M.provinceRequired),
  cityName: text(M.cityRequired, 20),
  address: text(M.addressRequired, 100),
  phone: z.string({ error: M.phoneRule }).trim().regex(PHONE_OR_TEL_RE, M.phoneRule),
  longitude: z.number({ error: M.coordinateRule }).min(73, M.coordinateRule).max(136, M.coordinateRule),
  latitude: z.number({ error: M.coordinateRule }).min(3, M.coordinateRule).max(54, M.coordinateRule),
});
export type OutletSave = z.input<typeof outletSaveSchema>;

export const engineerSaveSchema = z.object({
  /** Absent: a new engineer of the outlet. */
  id: id.optional(),
  outletId: id,
  name: text(M.nameRequired, 20),
  phone: z.string({ error: M.mobileRule }).trim().regex(MOBILE_RE, M.mobileRule),
});
export type EngineerSave = z.input<typeof engineerSaveSchema>;

/**
 * 停用 / 启用 an outlet or an engineer. A stopped one stays on the orders it served but is offered no new work: the
 * outlet map, the desk's allocation by province and dispatch skip it (an outlet cannot be deleted: orders refer to it).
 */
export const networkActiveSchema = z.object({
  id,
  active: z.boolean({ error: M.activeRequired }),
});

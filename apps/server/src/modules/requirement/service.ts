/**
 * Scheme-design service requests: the form's options, the submission (region names taken from the region index,
 * scene and categories resolved here, the fixed codes set) and the list provider sales accounts read.
 */
import {
  BUDGET_OPTIONS,
  refusal,
  REQUIREMENT_DEFAULTS,
  REQUIREMENT_MESSAGES,
  REQUIREMENT_ROUTES as E,
  listedBy,
  type RequirementItem,
  type RequirementOptions,
  type requirementSchema,
  SCENES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { categoryTree } from '../catalogue/index.ts';
import { areaColumns, canonicalLocation } from '../region/index.ts';
import * as q from './queries.ts';

/** What submitting may refuse: only what its entry lists (the compiler checks). */
const submitNo = listedBy(E.submit);

type Requirement = z.output<typeof requirementSchema>;

export async function options(db: Kysely<DB>): Promise<RequirementOptions> {
  const tree = await categoryTree(db);
  return {
    budgets: BUDGET_OPTIONS.map((b) => ({ ...b })),
    scenes: SCENES,
    categories: tree.map((c) => ({ id: c.id, itemValue: c.catagoryName })),
  };
}

export async function submit(db: Kysely<DB>, accountId: number | null, r: Requirement): Promise<{ id: number }> {
  const scene = SCENES.find((s) => s.sceneId === r.sceneId);
  if (!scene) throw badRequest(submitNo(refusal(REQUIREMENT_MESSAGES, 'scene')));
  const budget = BUDGET_OPTIONS.find((b) => b.itemValue === r.budgetRangeCode)!;
  const tree = await categoryTree(db);
  const names = r.categoryPath.map((id) => tree.find((c) => c.id === id)?.catagoryName);
  if (names.some((n) => !n)) throw badRequest(submitNo(refusal(REQUIREMENT_MESSAGES, 'category')));
  const loc = canonicalLocation({
    provinceCode: r.provinceCode,
    cityCode: r.cityCode,
    areaCode: r.areaCode,
    provinceName: '-',
    cityName: '-',
    areaName: '-',
  });
  if (!loc) throw badRequest(submitNo(refusal(REQUIREMENT_MESSAGES, 'address')));
  const id = await q.insertRequirement(db, {
    account_id: accountId,
    identity: r.identity,
    contact: r.contact,
    phone: r.phone,
    company_name: r.identity === 1 ? r.companyName : '',
    budget_range_code: r.budgetRangeCode,
    budget_name: budget.itemName,
    scene_id: scene.sceneId,
    scene_name: scene.sceneName,
    category_ids: r.categoryPath,
    category_names: names.join('、'),
    ...areaColumns(loc),
    remark: r.remark,
    client_source: REQUIREMENT_DEFAULTS.clientSource,
    entrance_type: r.entranceType,
    requirement_type_id: REQUIREMENT_DEFAULTS.requirementTypeId,
  });
  return { id };
}

/** Submissions, newest first (provider sales accounts only: the entry's policy). */
export async function page(
  db: Kysely<DB>,
  p: number,
  size: number,
): Promise<{ list: RequirementItem[]; total: number }> {
  const { rows, total } = await q.requirementPage(db, p, size);
  return {
    total,
    list: rows.map((r) => ({
      id: Number(r.id),
      identity: r.identity,
      contact: r.contact,
      phone: r.phone,
      companyName: r.company_name,
      budgetName: r.budget_name,
      sceneName: r.scene_name,
      categoryNames: r.category_names,
      address: `${r.province_name}${r.city_name === r.province_name ? '' : r.city_name}${r.area_name}`,
      remark: r.remark,
      clientSource: r.client_source,
      entranceType: r.entrance_type,
      requirementTypeId: r.requirement_type_id,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Who looks at the catalogue (the viewer with the merchants whose private products they see, and their price plan)
 * and the catalogue's metadata (category tree, attribute definitions), shared by the list and the detail.
 */
import type { CategoryNode } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { tenantsOf } from '../account/index.ts';
import type { AttrDef } from './presenter.ts';
import * as q from './queries.ts';
import { catalogueModel, type CatalogueModel } from './read-model.ts';
import { pricePlanOf } from './viewer-price.ts';

/** Who is looking (null = a visitor), as other modules name a viewer. */
export interface Viewer {
  accountId: number | null;
}

/** The viewer with the merchants whose private products they see. */
export async function seen(db: Kysely<DB>, viewer: Viewer): Promise<q.Viewer> {
  return {
    accountId: viewer.accountId,
    tenants: viewer.accountId === null ? [] : await tenantsOf(db, viewer.accountId),
  };
}

/** The viewer with their price plan (read fresh: identity and shop switches apply at once). */
export async function priced(db: Kysely<DB>, viewer: Viewer): Promise<q.PriceViewer> {
  const [v, plan] = await Promise.all([seen(db, viewer), pricePlanOf(db, viewer.accountId)]);
  return { ...v, plan };
}

export interface Meta {
  tree: CategoryNode[];
  /** Category id → its second-level ids (a second level maps to itself). */
  secondIdsOf: Map<number, number[]>;
  attrDefs: (AttrDef & { filterable: boolean })[];
  defsByCategory: Map<number, AttrDef[]>;
}

/**
 * The metadata of one catalogue model (read-model.ts): a category or attribute write raises catalogue_version (the
 * triggers of migration 0180), the next request on any instance waits for the model of that version, and so reads
 * the metadata again — never older than a write committed before the request (the 'catalogue.changed' event, which
 * also drops it, arrives after the commit on PostgreSQL, too late for a request right behind the write).
 */
const metaCache = new WeakMap<Kysely<DB>, { model: CatalogueModel; meta: Promise<Meta> }>();

async function loadMeta(db: Kysely<DB>): Promise<Meta> {
  const [cats, defs] = await Promise.all([q.listCategories(db), q.listAllAttrDefs(db)]);
  const nodes = new Map<number, CategoryNode>();
  for (const c of cats) {
    nodes.set(c.id, {
      id: c.id,
      catagoryName: c.name,
      dataId: c.data_id,
      separateCategory: c.separate_category,
      iconUrl: c.icon_url,
      children: [],
    });
  }
  const tree: CategoryNode[] = [];
  const secondIdsOf = new Map<number, number[]>();
  for (const c of cats) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    if (parent) {
      parent.children.push(node);
      secondIdsOf.set(c.id, [c.id]);
      secondIdsOf.set(parent.id, [...(secondIdsOf.get(parent.id) ?? []), c.id]);
    } else if (c.parent_id === null) {
      tree.push(node);
      if (!secondIdsOf.has(c.id)) secondIdsOf.set(c.id, []);
    }
  }
  const defsByCategory = new Map<number, AttrDef[]>();
  for (const d of defs) defsByCategory.set(d.category_id, [...(defsByCategory.get(d.category_id) ?? []), d]);
  return { tree, secondIdsOf, attrDefs: defs, defsByCategory };
}

/** The category tree and attribute definitions, shared while the catalogue model is current. */
export async function meta(db: Kysely<DB>): Promise<Meta> {
  const model = await catalogueModel(db);
  const hit = metaCache.get(db);
  if (hit && hit.model === model) return hit.meta;
  const fresh = loadMeta(db);
  metaCache.set(db, { model, meta: fresh });
  fresh.catch(() => {
    if (metaCache.get(db)?.meta === fresh) metaCache.delete(db);
  });
  return fresh;
}

/** Forget cached metadata (after catalogue edits, and in tests). */
export function invalidateMeta(db: Kysely<DB>): void {
  metaCache.delete(db);
}

/**
 * What the boards (issue 60) read of the catalogue: the stock and the first-level category of models sold (public
 * models only: a dealer's private products are not the provider's stock).
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface ModelFacts {
  stock: number;
  categoryId: string;
  categoryName: string;
}

/**
 * Per model: the stock of its public SKUs, and its family's first-level category ('' when none). The models are
 * hash-joined to the catalogue (`k.model || ''` keeps the planner off the trigram index on sku.model: hundreds of
 * trigram probes take seconds, one pass over the catalogue milliseconds).
 */
export async function modelFactsOf(db: Db, models: readonly string[]): Promise<Map<string, ModelFacts>> {
  if (models.length === 0) return new Map();
  const { rows } = await sql<{ model: string; stock: string; category_id: string; category_name: string }>`
    select k.model, sum(k.stock) as stock,
           coalesce(min(c.id)::text, '') as category_id, coalesce(min(c.name), '') as category_name
      from unnest(${[...new Set(models)]}::text[]) as m(model)
      join sku k on (k.model || '') = m.model
      join spu s on s.id = k.spu_id
      left join category c on c.id = s.first_category_id
     where s.private_tenant is null and s.owner_account_id is null
     group by k.model`.execute(db);
  return new Map(
    rows.map((r) => [
      r.model,
      { stock: Number(r.stock ?? 0), categoryId: r.category_id, categoryName: r.category_name },
    ]),
  );
}

/** SQL of related info (related.ts): published content that names a product family, its models or its categories. */
import { escapeLike } from '@portal/domain';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BRIEF, briefBase } from './queries.ts';
import type { Db } from './tables.ts';

export interface Mentions {
  /** Strong: the family's name and its models' numbers and model names. */
  strong: readonly string[];
  /** Weak: its categories' names. */
  weak: readonly string[];
  /** Solutions listing one of these models (solution_product). */
  skuNos: readonly string[];
}

const text = sql`lower(c.title || ' ' || c.summary || ' ' || c.body_html)`;

function anyOf(terms: readonly string[]): RawBuilder<SqlBool> {
  if (!terms.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(
    terms.map((t) => sql`${text} like ${'%' + escapeLike(t.toLowerCase()) + '%'}`),
    sql` or `,
  )})`;
}

/**
 * Published content mentioning the family: a solution that lists one of its models, or a text naming the family or
 * a model, ranks above one naming only its category; then the newest. At most `limit`.
 */
export function relatedContent(db: Db, m: Mentions, limit: number) {
  const listed = m.skuNos.length
    ? sql<SqlBool>`exists (select 1 from solution_product sp where sp.content_id = c.id and sp.sku_no in (${sql.join(
        m.skuNos.map((n) => sql`${n}`),
      )}))`
    : sql<SqlBool>`false`;
  const strong = sql<SqlBool>`(${listed} or ${anyOf(m.strong)})`;
  return briefBase(db)
    .select(BRIEF)
    .where('c.status', '=', 1)
    .where(sql<SqlBool>`(${strong} or ${anyOf(m.weak)})`)
    .orderBy(sql`case when ${strong} then 0 else 1 end`)
    .orderBy(sql`c.published_at desc nulls last`)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

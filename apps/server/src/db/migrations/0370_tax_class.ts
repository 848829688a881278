import { sql, type Kysely } from 'kysely';

/**
 * Tax classification per category and family (issue 59 §3): the 19-digit 税收分类编码 and the VAT rate (hundredths
 * of a percent) an invoice line of its products carries. Both or neither (neither: inherit — a family from its
 * categories, a category's families from the seller's default in 开票设置). The rules are the domain's
 * (catalogue/tax-class.ts); the checks keep an import or a script from writing half a pair or another rate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table category add column tax_code text, add column tax_rate integer;
    alter table category add constraint category_tax_class_check check (
      (tax_code is null and tax_rate is null)
      or (tax_code ~ '^[0-9]{19}$' and tax_rate in (1300, 900, 600, 300, 100, 0)));
    alter table spu add column tax_code text, add column tax_rate integer;
    alter table spu add constraint spu_tax_class_check check (
      (tax_code is null and tax_rate is null)
      or (tax_code ~ '^[0-9]{19}$' and tax_rate in (1300, 900, 600, 300, 100, 0)));
  `.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Imports and exports (issue 42 §4, §5): the provider's catalogue, prices, stock and first-level dealers from xlsx
 * workbooks or an ERP's push.
 *
 * import_job: one upload (or push) and its life — checked (the dry run's report), then applied in one transaction.
 * The workbook stays in the file store (file_key), never in a process's memory between requests; the job queue's
 * `imports.run` task claims a waiting job (FOR UPDATE SKIP LOCKED), and a claim older than ten minutes (its instance
 * died) is claimed again — an apply is one transaction, so a second run repeats nothing.
 *
 * integration_key: a key an ERP pushes with, made by staff and shown once; only its sha256 is kept.
 *
 * merchant: a first-level dealer's street (the dealer sheet's region code goes down to the street), and one merchant
 * per unified social credit code (the dealer import's natural key: INSERT … ON CONFLICT).
 *
 * The families' lowest prices (0014's refresh_spu_prices) are recomputed by a trigger for each changed sku or dealer
 * price and for each statement inserting them: 40,000 changed prices would be 40,000 recomputations. An import in bulk sets the transaction-local
 * `portal.bulk_reprice` and recomputes every family it touched once, before its commit (catalogue bulk-queries.ts
 * `withBulkReprice`); every other writer is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table merchant add column street_code text, add column street_name text;
    create unique index merchant_credit_code_idx on merchant (credit_code) where credit_code is not null;

    create table integration_key (
      id bigserial primary key,
      name text not null,
      key_prefix text not null,
      key_hash text not null unique,
      created_by bigint references account (id) on delete set null,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table import_job (
      id bigserial primary key,
      kind text not null,
      status text not null default 'queued'
        check (status in ('queued', 'checking', 'checked', 'applyQueued', 'applying', 'applied', 'failed')),
      file_key text,
      file_name text,
      source text not null default 'upload' check (source in ('upload', 'api')),
      integration_key_id bigint references integration_key (id) on delete set null,
      created_by bigint references account (id) on delete set null,
      ip text,
      row_total integer not null default 0,
      row_done integer not null default 0,
      problem_count integer not null default 0,
      report jsonb,
      summary jsonb,
      error text,
      claimed_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index import_job_waiting_idx on import_job (status, id) where status in ('queued', 'applyQueued');
    create index import_job_time_idx on import_job (created_at desc, id desc);

    create or replace function sku_row_repriced() returns trigger language plpgsql as $fn$
    begin
      if current_setting('portal.bulk_reprice', true) = 'on' then
        return null;
      end if;
      perform refresh_spu_prices(array[least(old.spu_id, new.spu_id), greatest(old.spu_id, new.spu_id)]);
      return null;
    end
    $fn$;
    create or replace function sku_rows_priced() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        if current_setting('portal.bulk_reprice', true) = 'on' then
          return null;
        end if;
        perform refresh_spu_prices(array(select distinct spu_id from new_rows));
      else
        perform refresh_spu_prices(array(select distinct spu_id from old_rows));
      end if;
      return null;
    end
    $fn$;
    create or replace function dealer_rows_priced() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'INSERT' then
        if current_setting('portal.bulk_reprice', true) = 'on' then
          return null;
        end if;
        perform refresh_spu_prices(array(
          select distinct k.spu_id from new_rows n join sku k on k.sku_no = n.sku_no));
      else
        perform refresh_spu_prices(array(
          select distinct k.spu_id from old_rows o join sku k on k.sku_no = o.sku_no));
      end if;
      return null;
    end
    $fn$;
    create or replace function dealer_row_repriced() returns trigger language plpgsql as $fn$
    begin
      if current_setting('portal.bulk_reprice', true) = 'on' then
        return null;
      end if;
      perform refresh_spu_prices(array(
        select distinct k.spu_id from sku k where k.sku_no in (old.sku_no, new.sku_no) order by 1));
      return null;
    end
    $fn$;
  `.execute(db);
}

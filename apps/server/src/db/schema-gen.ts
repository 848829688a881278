/**
 * The Kysely type of every column of a migrated database; schema-files.ts lays the tables out in files, one per owning
 * module, behind `schema.ts`: `npm run db:schema` after adding a migration; `schema.test.ts` fails when the checked-in
 * files differ from what the migrations make.
 *
 * What the database says decides the type: the column's type (int and numeric read as number: database.ts parses
 * int8 and numeric to numbers), null allowed, a default (then optional on insert: `Generated`), a generated column
 * (never written), a text column held to a list by a CHECK (a union of those words). `id`, `created_at` and
 * `updated_at` with defaults get the house aliases. What the database cannot say (the shape inside a jsonb column)
 * is in COLUMN_TYPES below.
 */
import { type Kysely, sql } from 'kysely';

/** Types the catalogue cannot tell: `table.column` → TypeScript type. */
const COLUMN_TYPES: Record<string, string> = {
  /** The shape of the items is the seckill module's (parsed by its presenter). */
  'seckill_activity.items': 'Jsonb<unknown[]>',
  /** Kept by the trigger of migration 0014 from the search text; never null once written. */
  'spu.search_grams': 'ColumnType<string[], never, never>',
  /** Kept by the family-price triggers (migration 0014); may be written by the seed's bulk load. */
  'spu.min_wholesale_price_fen': 'ColumnType<number | null, number | null | undefined, number | null>',
};

/** Tables only triggers write (migration 0014): every column is read-only to the code. */
const TRIGGER_TABLES = new Set(['spu_dealer_min_price']);

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_generated: 'ALWAYS' | 'NEVER';
  is_identity: 'YES' | 'NO';
}

const BASE: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  bool: 'boolean',
  timestamptz: 'Date',
  timestamp: 'Date',
  date: 'string',
  jsonb: 'Jsonb',
  json: 'Jsonb',
  _text: 'string[]',
  _varchar: 'string[]',
  _int4: 'number[]',
  _int8: 'number[]',
};

export const pascal = (name: string) =>
  name
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** `col = ANY (ARRAY['a'::text, 'b'::text])` → the words, per table.column. */
function wordLists(checks: { t: string; def: string }[]): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const { t, def } of checks) {
    const m = /^CHECK \(\(\(?(\w+)\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(def);
    if (!m) continue;
    const words = [...m[2]!.matchAll(/'((?:[^']|'')*)'::(?:text|character varying)/g)].map((w) => w[1]!);
    if (words.length) lists.set(`${t}.${m[1]}`, words);
  }
  return lists;
}

function columnType(c: ColumnRow, words: string[] | undefined): string {
  const key = `${c.table_name}.${c.column_name}`;
  const nullable = c.is_nullable === 'YES';
  const fixed = COLUMN_TYPES[key];
  if (fixed) return fixed;
  let base = words ? words.map((w) => `'${w}'`).join(' | ') : BASE[c.udt_name];
  if (!base) throw new Error(`schema-gen: no TypeScript type for ${key} (${c.udt_name})`);
  if (base === 'string[]' && !nullable && c.column_default !== null) {
    return 'ColumnType<string[], string[] | undefined, string[]>';
  }
  if (TRIGGER_TABLES.has(c.table_name)) {
    return `ColumnType<${base === 'Jsonb' ? 'JsonObject' : base}${nullable ? ' | null' : ''}, never, never>`;
  }
  if (c.is_generated === 'ALWAYS') return `ColumnType<${base}${nullable ? ' | null' : ''}, never, never>`;
  const hasDefault = c.column_default !== null || c.is_identity === 'YES';
  if (c.column_name === 'id' && hasDefault && !nullable) return 'Id';
  if (c.column_name === 'created_at' && hasDefault && !nullable && base === 'Date') return 'CreatedAt';
  if (c.column_name === 'updated_at' && hasDefault && !nullable && base === 'Date') return 'UpdatedAt';
  if (nullable) base = `${base} | null`;
  // A jsonb column's insert type already allows undefined (Jsonb), so a default changes nothing.
  return hasDefault && !base.startsWith('Jsonb') ? `Generated<${base}>` : base;
}

/** Every table of the database as migrated (by name) → its interface's member lines, `  column: Type;`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, before its types exist
export async function readTables(db: Kysely<any>): Promise<Map<string, string[]>> {
  const columns = await sql<ColumnRow>`
    select table_name, column_name, udt_name, is_nullable, column_default, is_generated, is_identity
    from information_schema.columns
    where table_schema = 'public' and table_name not in ('kysely_migration', 'kysely_migration_lock')
    order by table_name, ordinal_position`.execute(db);
  const checks = await sql<{ t: string; def: string }>`
    select conrelid::regclass::text as t, pg_get_constraintdef(oid) as def
    from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`.execute(db);
  const words = wordLists(checks.rows);
  const tables = new Map<string, string[]>();
  for (const c of columns.rows) {
    const member = `  ${c.column_name}: ${columnType(c, words.get(`${c.table_name}.${c.column_name}`))};`;
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), member]);
  }
  return tables;
}

/**
 * Lays the generated table types (schema-gen.ts) out in files small enough for the house rule (< 400 lines):
 * `schema/<module>.ts` holds the tables a module declares in its tables.ts, in that order (`<module>-1.ts`, `-2.ts` …
 * when one file would be too long), and `schema.ts` stays the one door every import uses: the column helpers, a
 * re-export of every table and the DB interface joining them all. A table no module declares stops the generator:
 * every table has exactly one owner (docs/architecture.md, "Modules and their tables"; test/boundaries.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { format, resolveConfig } from 'prettier';
import { pascal, readTables } from './schema-gen.ts';

const DB_DIR = import.meta.dirname;
const MODULES_DIR = path.join(DB_DIR, '../modules');
/** The longest file the house allows (apps/server/test/file-size.test.ts). */
const MAX_LINES = 400;

const DOOR_HEADER = `/**
 * The database's tables as Kysely types: the door every import uses. Generated from the migrations by
 * \`npm run db:schema\` (src/db/schema-gen.ts, schema-files.ts); do not edit: add a migration and run it again
 * (schema.test.ts checks they agree). Each module's tables are in schema/<module>.ts, re-exported here.
 */
import type { ColumnType, Generated } from 'kysely';
`;

const HELPERS = `/** Timestamps the database fills in. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Id = Generated<number>;

/** jsonb: read as parsed JSON, written as a JSON string (both drivers cast text to jsonb). */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export type Jsonb<T = JsonObject> = ColumnType<T, string | undefined, string>;
`;

/** The names a table file may use, and where it imports them from. */
const FROM_KYSELY = ['ColumnType', 'Generated'];
const FROM_DOOR = ['CreatedAt', 'Id', 'JsonObject', 'Jsonb', 'UpdatedAt'];

/** Each module → the tables its tables.ts declares (read as test/boundaries.test.ts reads them). */
export async function tableOwners(): Promise<Map<string, readonly string[]>> {
  const owners = new Map<string, readonly string[]>();
  const modules = fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const m of modules.map((d) => d.name).sort()) {
    const url = pathToFileURL(path.join(MODULES_DIR, m, 'tables.ts')).href;
    owners.set(m, ((await import(url)) as { TABLES: readonly string[] }).TABLES);
  }
  return owners;
}

/** Every table has one owner: a table no module declares, or two do, is an error naming it and the way out. */
function checkOwners(tables: ReadonlyMap<string, string[]>, owners: ReadonlyMap<string, readonly string[]>): void {
  const owner = new Map<string, string>();
  const twice: string[] = [];
  for (const [m, ts] of owners) {
    for (const t of ts) {
      if (owner.has(t)) twice.push(`${t} (${owner.get(t)}, ${m})`);
      else owner.set(t, m);
    }
  }
  const orphans = [...tables.keys()].filter((t) => !owner.has(t));
  if (orphans.length) {
    throw new Error(
      `schema-gen: no module declares the table(s) ${orphans.join(', ')}: add each to the TABLES of the module that ` +
        `owns it (apps/server/src/modules/<area>/tables.ts, and its row in docs/architecture.md, "Modules and their tables")`,
    );
  }
  if (twice.length) throw new Error(`schema-gen: a table has two owners: ${twice.join('; ')}`);
}

async function formatted(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

const lineCount = (text: string) => text.split('\n').length - 1;

/** One module's file (or part of it): its tables' interfaces, importing only the helpers they use. */
function tableFile(module: string, part: string, tables: string[], members: ReadonlyMap<string, string[]>): string {
  const body = tables.map((t) => `export interface ${pascal(t)}Table {\n${members.get(t)!.join('\n')}\n}\n`).join('\n');
  // Words of a CHECK list are quoted: only names outside quotes are types this file uses.
  const used = new Set(body.replace(/'(?:[^']|'')*'/g, '').match(/\b[A-Z]\w*\b/g));
  const imports = (names: string[], from: string) => {
    const mine = names.filter((n) => used.has(n));
    return mine.length ? `import type { ${mine.join(', ')} } from '${from}';\n` : '';
  };
  return `/**
 * The tables of the ${module} module (modules/${module}/tables.ts)${part} as Kysely types, imported through ../schema.ts.
 * Generated from the migrations by \`npm run db:schema\` (src/db/schema-gen.ts, schema-files.ts); do not edit.
 */
${imports(FROM_KYSELY, 'kysely')}${imports(FROM_DOOR, '../schema.ts')}
${body}`;
}

/** A module's tables in as few files as keep each under the limit: halved until each part fits. */
async function split(module: string, tables: string[], members: ReadonlyMap<string, string[]>): Promise<string[][]> {
  const text = await formatted(path.join(DB_DIR, 'schema', `${module}.ts`), tableFile(module, '', tables, members));
  if (lineCount(text) < MAX_LINES || tables.length === 1) return [tables];
  const half = Math.ceil(tables.length / 2);
  return [
    ...(await split(module, tables.slice(0, half), members)),
    ...(await split(module, tables.slice(half), members)),
  ];
}

/**
 * Every file of the schema, formatted: its path under src/db/ (`schema.ts`, `schema/<module>.ts`) → its text.
 * `members` are the tables as read by readTables; `owners` each module's TABLES (tableOwners()).
 */
export async function layoutSchema(
  members: ReadonlyMap<string, string[]>,
  owners: ReadonlyMap<string, readonly string[]>,
): Promise<Map<string, string>> {
  checkOwners(members, owners);
  const files = new Map<string, string>();
  const doors: { name: string; file: string; tables: string[] }[] = [];
  for (const module of [...owners.keys()].sort()) {
    const tables = owners.get(module)!.filter((t) => members.has(t));
    if (!tables.length) continue;
    const parts = await split(module, tables, members);
    for (const [i, part] of parts.entries()) {
      const base = parts.length === 1 ? module : `${module}-${i + 1}`;
      const file = `schema/${base}.ts`;
      const label = parts.length === 1 ? '' : `, part ${i + 1} of ${parts.length}`;
      files.set(file, await formatted(path.join(DB_DIR, file), tableFile(module, label, part, members)));
      doors.push({ name: base.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), file, tables: part });
    }
  }
  const nameOf = new Map(doors.flatMap((d) => d.tables.map((t) => [t, `${d.name}.${pascal(t)}Table`] as const)));
  const door = [
    DOOR_HEADER + doors.map((d) => `import type * as ${d.name} from './${d.file}';`).join('\n'),
    HELPERS + doors.map((d) => `export type * from './${d.file}';`).join('\n'),
    `export interface DB {\n${[...members.keys()].map((t) => `  ${t}: ${nameOf.get(t)};`).join('\n')}\n}\n`,
  ].join('\n\n');
  files.set('schema.ts', await formatted(path.join(DB_DIR, 'schema.ts'), door));
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** The schema's files for a migrated database, laid out by the modules' tables.ts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database, before its types exist
export async function generateSchemaFiles(db: Kysely<any>): Promise<Map<string, string>> {
  return layoutSchema(await readTables(db), await tableOwners());
}

/**
 * `npm run db:schema`: migrates a fresh in-memory database and writes src/db/schema.ts and src/db/schema/*.ts from it
 * (schema-gen.ts, schema-files.ts); a file in schema/ that is no longer generated (a module without tables now) goes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { generateSchemaFiles } from './schema-files.ts';

const dbDir = import.meta.dirname;
const database = await openDatabase({});
try {
  await migrateToLatest(database.db);
  const files = await generateSchemaFiles(database.db);
  fs.mkdirSync(path.join(dbDir, 'schema'), { recursive: true });
  for (const old of fs.readdirSync(path.join(dbDir, 'schema'))) {
    if (!files.has(`schema/${old}`)) fs.rmSync(path.join(dbDir, 'schema', old));
  }
  for (const [file, text] of files) fs.writeFileSync(path.join(dbDir, file), text);
  console.log(`schema written: ${[...files.keys()].join(', ')}`);
} finally {
  await database.close();
}

/**
 * `npm run db:schema`: migrates a fresh in-memory database and writes src/db/generated/ from it (schema-gen.ts,
 * schema-files.ts): what the folder holds is exactly what was generated, a file no longer generated (a module without
 * tables now) goes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { GENERATED_DIR, generateSchemaFiles } from './schema-files.ts';

const database = await openDatabase({});
try {
  await migrateToLatest(database.db);
  const files = await generateSchemaFiles(database.db);
  fs.rmSync(GENERATED_DIR, { recursive: true, force: true });
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(GENERATED_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(GENERATED_DIR, file), text);
  }
  console.log(`written to ${path.relative(process.cwd(), GENERATED_DIR)}: ${[...files.keys()].join(', ')}`);
} finally {
  await database.close();
}

/** `npm run db:schema`: migrates a fresh in-memory database and writes src/db/schema.ts from it (schema-gen.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { generateSchema } from './schema-gen.ts';

const target = process.argv[2] ?? path.join(import.meta.dirname, 'schema.ts');
const database = await openDatabase({});
try {
  await migrateToLatest(database.db);
  fs.writeFileSync(target, await generateSchema(database.db));
  console.log(`schema written: ${target}`);
} finally {
  await database.close();
}

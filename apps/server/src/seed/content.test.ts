import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../../test/support/aigc.ts';
import { createTestDatabase } from '../../test/support/test-db.ts';
import type { Database } from '../db/database.ts';
import { LocalFileStore } from '../files/local.ts';
import { seedContent } from './content.ts';

describe('content demo data', () => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-seed-'));
    await database.db
      .insertInto('solution_industry')
      .values([1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `行业${id}`, sort: id })))
      .execute();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes real H.264/AAC faststart MP4 videos (by Debian ffmpeg) with JPEG posters through the file store, the pages and materials, once', async () => {
    const store = new LocalFileStore(dir);
    await seedContent(database.db, store, () => {});
    const videos = await database.db
      .selectFrom('content')
      .select(['video_url', 'poster_url', 'duration_seconds'])
      .where('type', '=', 1)
      .execute();
    expect(videos).toHaveLength(6);
    for (const v of videos) {
      const mp4 = fs.readFileSync(path.join(dir, v.video_url!.replace(/^\/static\//, '')));
      expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(await probe(mp4)).toMatchObject({ h264: true, aac: true, size: '480x270', faststart: true });
      expect(mp4.length).toBeGreaterThan(10_000);
      const jpg = fs.readFileSync(path.join(dir, v.poster_url!.replace(/^\/static\//, '')));
      expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    const byType = await database.db
      .selectFrom('content')
      .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('type')
      .orderBy('type')
      .execute();
    expect(byType.map((r) => [r.type, Number(r.n)])).toEqual([
      [0, 6],
      [1, 6],
      [2, 4],
      [3, 6],
    ]);
    const pages = await database.db.selectFrom('static_page').select('code').execute();
    expect(pages.map((p) => p.code).sort()).toEqual(['aboutUs', 'help', 'privacyPolicy', 'userAgreement', 'userGuide']);
    const files = await database.db.selectFrom('material_file').select(['file_key', 'size_bytes']).execute();
    expect(files).toHaveLength(7);
    for (const f of files) expect((await store.get(f.file_key))?.body.length).toBe(f.size_bytes);

    await seedContent(database.db, store, () => {});
    expect(await database.db.selectFrom('content').select('id').execute()).toHaveLength(22);
  });
});

/**
 * The media zip (issue 42 §4; naming rules in the domain's imports/media.ts): pictures and brochures matched on the
 * model number in each file's name. The zip's directory is checked before anything is unpacked (size, entries, what
 * they unpack to); each file is then read one at a time (yauzl), never the whole zip unpacked in memory.
 * The check lists every problem by the file's place and name and changes nothing. The apply checks again, stores the
 * files in the file store (pictures cleaned on the way in, as every upload is), then writes the models' pictures and
 * the families' brochures in one transaction with its audit entry. A failure writes nothing to the database; files
 * stored before it stay in the store unreferenced.
 */
import {
  IMPORT_MESSAGES,
  IMPORT_PROBLEMS,
  MEDIA_LIMITS,
  MEDIA_SHEET,
  MEDIA_SUMMARY,
  mediaFileOf,
  mediaNameCandidates,
  pictureIndex,
  refusal,
  type ImportCheckReport,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import yauzl from 'yauzl';
import type { DB } from '../../db/schema.ts';
import { imageRefusal, sniffType, storeUpload, type FileStore } from '../../files/index.ts';
import { record } from '../audit/index.ts';
import { mediaBulk } from '../catalogue/index.ts';
import { checkXlsx } from '../private-product/index.ts';
import { Problems } from './problems.ts';
import * as q from './queries.ts';
import type { Actor } from './run.ts';
import { FileRefusal } from './workbook.ts';
import { entryName } from './zip-names.ts';

/** Why a zip as a whole is refused before it is kept or opened (too large, not a zip, too complex), or null. */
export function zipRefusalOf(buf: Buffer) {
  const guard = checkXlsx(buf, {
    maxBytes: MEDIA_LIMITS.maxBytes,
    maxEntries: MEDIA_LIMITS.maxEntries,
    maxUnpackedBytes: MEDIA_LIMITS.maxUnpackedBytes,
  });
  if (guard.ok) return null;
  const key = guard.reason === 'tooLarge' ? 'zipTooLarge' : guard.reason === 'notZip' ? 'notZip' : 'tooComplex';
  return refusal(IMPORT_MESSAGES, key);
}

interface Entry {
  /** Its place among the zip's files (from 1). */
  place: number;
  path: string;
  size: number;
  read(): Promise<Buffer>;
}

/** Walks the zip's files one by one; `each` may read the file it is given (before the next one is opened). */
async function walk(buf: Buffer, each: (e: Entry) => Promise<void>): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((ok, fail) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, decodeStrings: false }, (err, z) => (err || !z ? fail(err) : ok(z))),
  ).catch(() => {
    throw new FileRefusal(refusal(IMPORT_MESSAGES, 'notZip'));
  });
  let place = 0;
  await new Promise<void>((done, fail) => {
    zip.on('error', fail);
    zip.on('end', () => done());
    zip.on('entry', (entry: yauzl.Entry) => {
      const path = entryName(entry);
      if (path.endsWith('/')) return zip.readEntry();
      const read = () =>
        new Promise<Buffer>((ok, bad) =>
          zip.openReadStream(entry, (err, stream) => {
            if (err || !stream) return bad(err);
            const parts: Buffer[] = [];
            stream.on('data', (c: Buffer) => parts.push(c));
            stream.on('error', bad);
            stream.on('end', () => ok(Buffer.concat(parts)));
          }),
        );
      each({ place: ++place, path, size: entry.uncompressedSize, read }).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

interface Planned {
  place: number;
  name: string;
  skuNo: string;
  spuId: number;
  picture: number | null;
  title: string | null;
}

/** Names every problem of the zip's files; answers the report and what apply would write. */
export async function checkMedia(
  db: Kysely<DB>,
  buf: Buffer,
  problems: Problems,
): Promise<{ report: ImportCheckReport; planned: Planned[] }> {
  const files: { place: number; path: string; size: number }[] = [];
  await walk(buf, async (e) => void files.push(e));
  const named = files.flatMap((f) => {
    const file = mediaFileOf(f.path);
    return file ? [{ ...f, ...file }] : [];
  });
  const skus = await mediaBulk.mediaSkus(
    db,
    named.flatMap((f) => mediaNameCandidates(f.stem).map((c) => c.skuNo)),
  );
  const say = (f: { place: number; name: string }, reason: string) =>
    problems.add(MEDIA_SHEET, f.place, f.name, reason);
  const slots = new Map<string, string>();
  const planned: Planned[] = [];
  for (const f of named) {
    if (f.kind === 'unsupported') {
      say(f, IMPORT_PROBLEMS.mediaType);
      continue;
    }
    const match = mediaNameCandidates(f.stem).find((c) => skus.has(c.skuNo));
    if (!match) {
      say(f, IMPORT_PROBLEMS.mediaSku(f.stem));
      continue;
    }
    const sku = skus.get(match.skuNo)!;
    const picture = f.kind === 'picture' ? pictureIndex(match.suffix) : null;
    if (f.kind === 'picture' && picture === null) {
      say(f, IMPORT_PROBLEMS.pictureIndex);
      continue;
    }
    const max = f.kind === 'picture' ? MEDIA_LIMITS.maxPictureBytes : MEDIA_LIMITS.maxBrochureBytes;
    if (f.size > max) {
      say(f, f.kind === 'picture' ? IMPORT_PROBLEMS.pictureTooLarge : IMPORT_PROBLEMS.brochureTooLarge);
      continue;
    }
    const title = f.kind === 'brochure' ? (match.suffix ?? f.stem) : null;
    const slot = picture !== null ? `${sku.skuNo}#${picture}` : `${sku.spuId}:${title}`;
    const other = slots.get(slot);
    if (other !== undefined) {
      say(f, IMPORT_PROBLEMS.twoFiles(other));
      continue;
    }
    slots.set(slot, f.name);
    planned.push({ place: f.place, name: f.name, skuNo: sku.skuNo, spuId: sku.spuId, picture, title });
  }
  // the files' contents: a picture must be a JPG or PNG, a brochure a PDF (read one at a time)
  const byPlace = new Map(planned.map((p) => [p.place, p]));
  await walk(buf, async (e) => {
    const p = byPlace.get(e.place);
    if (!p) return;
    const data = await e.read();
    const type = sniffType(data.subarray(0, 8));
    const ok = p.picture !== null ? type === 'image/jpeg' || type === 'image/png' : type === 'application/pdf';
    // a picture is decoded whole, as the apply will: a broken or oversized one is named here, not at the apply
    const why = !ok
      ? p.picture !== null
        ? IMPORT_PROBLEMS.notPicture
        : IMPORT_PROBLEMS.notPdf
      : p.picture !== null
        ? (await imageRefusal(data))?.msg
        : undefined;
    if (why) {
      say(p, why);
      byPlace.delete(e.place);
    }
  });
  const good = planned.filter((p) => byPlace.has(p.place));
  const pictured = [...new Set(good.filter((p) => p.picture !== null).map((p) => p.skuNo))];
  const hadPictures = pictured.filter((s) => skus.get(s)!.hasPictures).length;
  const brochures = good.filter((p) => p.title !== null);
  const had = await mediaBulk.existingBrochures(
    db,
    brochures.map((b) => b.spuId),
  );
  const replaced = brochures.filter((b) => had.has(`${b.spuId}:${b.title}`)).length;
  return {
    planned: good,
    report: {
      ok: problems.count === 0,
      rows: { [MEDIA_SHEET]: named.length },
      problemCount: problems.count,
      problems: problems.sorted([MEDIA_SHEET]),
      summary: {
        [MEDIA_SUMMARY.pictures]: { inserted: pictured.length - hadPictures, updated: hadPictures },
        [MEDIA_SUMMARY.brochures]: { inserted: brochures.length - replaced, updated: replaced },
      },
    },
  };
}

/** The apply found problems: nothing written. */
export class MediaProblems extends Error {
  constructor(readonly report: ImportCheckReport) {
    super('problems');
  }
}

/** Checks again, stores the files (progress on the job as it goes), writes all of it in one transaction. */
export async function applyMedia(
  db: Kysely<DB>,
  store: FileStore,
  buf: Buffer,
  jobId: number,
  actor: Actor,
): Promise<ImportCheckReport> {
  const { report, planned } = await checkMedia(db, buf, new Problems());
  if (!report.ok) throw new MediaProblems(report);
  const byPlace = new Map(planned.map((p) => [p.place, p]));
  const urls = new Map<number, string>();
  await walk(buf, async (e) => {
    const p = byPlace.get(e.place);
    if (!p) return;
    const data = await e.read();
    const wrong = refusal(IMPORT_MESSAGES, 'applyFailed');
    const allowed = p.picture !== null ? (['image/jpeg', 'image/png'] as const) : (['application/pdf'] as const);
    try {
      urls.set(p.place, await storeUpload(store, 'catalogue', data, allowed, wrong));
    } catch (err) {
      // the file changed between the check and now, or the store refused it: named, nothing written
      const problems = new Problems();
      problems.add(MEDIA_SHEET, p.place, p.name, err instanceof Error ? err.message : IMPORT_MESSAGES.applyFailed);
      throw new MediaProblems({ ...report, ok: false, problemCount: 1, problems: problems.sorted([MEDIA_SHEET]) });
    }
    if (urls.size % 20 === 0) await q.setProgress(db, jobId, { rowDone: urls.size });
  });
  await db.transaction().execute(async (trx) => {
    await q.lockApplies(trx);
    const still = await mediaBulk.mediaSkus(
      trx,
      planned.map((p) => p.skuNo),
    );
    if (planned.some((p) => !still.has(p.skuNo))) throw new Error('a model of the zip was removed meanwhile');
    const pictures = new Map<string, { index: number; url: string }[]>();
    for (const p of planned.filter((x) => x.picture !== null)) {
      const list = pictures.get(p.skuNo) ?? [];
      list.push({ index: p.picture!, url: urls.get(p.place)! });
      pictures.set(p.skuNo, list);
    }
    await mediaBulk.setPictures(
      trx,
      [...pictures].map(([skuNo, list]) => ({
        skuNo,
        urls: list.sort((a, b) => a.index - b.index).map((x) => x.url),
      })),
    );
    await mediaBulk.upsertBrochures(
      trx,
      planned
        .filter((p) => p.title !== null)
        .map((p) => ({ spuId: still.get(p.skuNo)!.spuId, title: p.title!, url: urls.get(p.place)! })),
    );
    await q.setProgress(trx, jobId, { rowDone: planned.length });
    await q.finishJob(trx, jobId, { status: 'applied', report, problemCount: 0, error: null });
    await record(trx, {
      actorId: actor.accountId,
      action: 'import.apply',
      entityType: 'import_job',
      entityId: jobId,
      after: { kind: 'media', rows: report.rows, summary: report.summary },
      ip: actor.ip,
    });
  });
  return report;
}

/**
 * An import job's claim (issue 56: a 50,000-model apply runs longer than the ten minutes after which a claim counts as
 * its instance's death): a claim left ten minutes is taken over, a renewed one is not, a finished job is never
 * revived; and while a job runs (here: an apply waiting for the applies' lock another session holds) its instance
 * renews the claim, so no other instance takes it over. On PostgreSQL: the lock is held from a second connection.
 */
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { dryRun, seedCategories, workbook } from '../../../test/support/imports.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { drain } from './jobs.ts';
import * as q from './queries.ts';

describeOnPostgres('an import job’s claim', (driver) => {
  let ctx: TestContext;
  let staff: string;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await seedCategories(ctx.database.db);
    await createAccount(ctx.database.db, { phone: '13900044108', isSales: true });
    staff = await loginToken(ctx, '13900044108');
  });
  afterAll(() => ctx.close());

  const claimedAt = async (id: number) =>
    (await ctx.database.db.selectFrom('import_job').select('claimed_at').where('id', '=', id).executeTakeFirstOrThrow())
      .claimed_at as Date;
  const ageClaim = (id: number, minutes: number) =>
    sql`update import_job set claimed_at = now() - make_interval(mins => ${minutes}) where id = ${id}`.execute(
      ctx.database.db,
    );
  const newJob = () =>
    q.insertJob(ctx.database.db, {
      kind: 'categories',
      status: 'queued',
      fileKey: null,
      fileName: 'x.xlsx',
      source: 'upload',
      createdBy: null,
      integrationKeyId: null,
      ip: null,
    });

  it('a claim ten minutes old is taken over; a renewed one is not; a finished job stays finished', async () => {
    const db = ctx.database.db;
    // the test's own rows only: older jobs are finished, so claimJob sees these
    const id = await newJob();
    expect((await q.claimJob(db))?.id).toBe(id);
    expect(await q.claimJob(db)).toBeUndefined();
    await ageClaim(id, 11);
    await q.renewClaim(db, id);
    expect(await q.claimJob(db)).toBeUndefined();
    await ageClaim(id, 11);
    expect((await q.claimJob(db))?.id).toBe(id);
    await q.finishJob(db, id, { status: 'failed', report: null, problemCount: 0, error: 'x' });
    await q.renewClaim(db, id);
    await ageClaim(id, 11);
    expect(await q.claimJob(db)).toBeUndefined();
  });

  it('a running apply renews its claim while it waits', async () => {
    const book = await workbook({ 分类: [['门禁', '门禁一体机', 1, null, null]] });
    const checked = await dryRun(ctx, staff, 'categories', book);
    expect(checked.report.ok).toBe(true);
    // another session holds the applies' lock: the apply will wait for it
    const holder = await ctx.database.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await sql`select pg_advisory_xact_lock(hashtext('imports.apply'))`.execute(conn);
      expect(await q.requestApply(ctx.database.db, checked.id)).toBe(true);
      const log = pino({ level: 'silent' });
      const running = drain({ db: ctx.database.db, database: ctx.database, config: ctx.config }, log, 50);
      let first: Date | undefined;
      for (let i = 0; i < 100 && !first; i++) {
        const row = await ctx.database.db
          .selectFrom('import_job')
          .select(['status', 'claimed_at'])
          .where('id', '=', checked.id)
          .executeTakeFirstOrThrow();
        if (row.status === 'applying') first = row.claimed_at as Date;
        else await new Promise((r) => setTimeout(r, 20));
      }
      expect(first, 'the job was claimed').toBeDefined();
      await new Promise((r) => setTimeout(r, 400));
      const later = await claimedAt(checked.id);
      expect(later.getTime(), 'the claim was renewed while the job ran').toBeGreaterThan(first!.getTime());
      expect(await q.claimJob(ctx.database.db)).toBeUndefined();
      await sql`commit`.execute(conn);
      await running;
      return true;
    });
    expect(holder).toBe(true);
    expect(
      (
        await ctx.database.db
          .selectFrom('import_job')
          .select('status')
          .where('id', '=', checked.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('applied');
  });
});

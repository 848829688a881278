import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { endpoint, messages, noData, reasonOf, refusal } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undeclaredRefusals } from './declared-refusals.ts';
import { route } from './endpoint.ts';
import { installErrorHandling } from './error-handler.ts';
import { businessError } from './errors.ts';

const SAMPLE = messages('SAMPLE_REFUSALS', { listed: '已列出的拒绝', unlisted: '未列出的拒绝' });

/** A route from an entry that lists SAMPLE_REFUSALS.listed; its handler refuses with whichever reason it is asked. */
async function appWithSampleRoute() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const e = endpoint({
    id: 'SAMPLE.which',
    method: 'POST',
    path: '/sample/:which',
    auth: 'none',
    params: z.object({ which: z.enum(['listed', 'unlisted', 'none']) }),
    body: z.object({ n: z.number().int() }),
    data: noData,
    refusals: [reasonOf(SAMPLE, 'listed')],
  });
  route(app, e, { tags: ['test'], summary: 'sample' }, async (req) => {
    if (req.params.which === 'none') return null;
    throw businessError(refusal(SAMPLE, req.params.which));
  });
  await app.ready();
  return app;
}

describe('an endpoint entry lists the refusals its route may answer (checked under test)', () => {
  const before = process.env.REFUSALS_STRICT;
  beforeAll(() => {
    process.env.REFUSALS_STRICT = '1';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.REFUSALS_STRICT;
    else process.env.REFUSALS_STRICT = before;
  });
  afterEach(() => {
    undeclaredRefusals.length = 0; // the failing case below is on purpose
  });

  it('a listed refusal goes out as it is: 422, its words and its reason', async () => {
    const app = await appWithSampleRoute();
    const res = await app.inject({ method: 'POST', url: '/sample/listed', payload: { n: 1 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 1, msg: SAMPLE.listed, reason: 'SAMPLE_REFUSALS.listed' });
    expect(undeclaredRefusals).toEqual([]);
    await app.close();
  });

  it('a refusal the entry does not list fails: 500 naming the route and the reason, and kept for the close', async () => {
    const app = await appWithSampleRoute();
    const res = await app.inject({ method: 'POST', url: '/sample/unlisted', payload: { n: 1 } });
    expect(res.statusCode).toBe(500);
    expect(res.json().msg).toContain('POST /sample/:which: SAMPLE_REFUSALS.unlisted');
    expect(undeclaredRefusals).toEqual(['POST /sample/:which: SAMPLE_REFUSALS.unlisted']);
    await app.close();
  });

  it('unset, the check is on: the default of every server test', async () => {
    delete process.env.REFUSALS_STRICT;
    try {
      const app = await appWithSampleRoute();
      const res = await app.inject({ method: 'POST', url: '/sample/unlisted', payload: { n: 1 } });
      expect(res.statusCode).toBe(500);
      expect(undeclaredRefusals).toEqual(['POST /sample/:which: SAMPLE_REFUSALS.unlisted']);
      await app.close();
    } finally {
      process.env.REFUSALS_STRICT = '1';
    }
  });

  it('REFUSALS_STRICT=0 turns the check off: the unlisted refusal goes out as it is', async () => {
    process.env.REFUSALS_STRICT = '0';
    try {
      const app = await appWithSampleRoute();
      const res = await app.inject({ method: 'POST', url: '/sample/unlisted', payload: { n: 1 } });
      expect(res.statusCode).toBe(422);
      expect(res.json().reason).toBe('SAMPLE_REFUSALS.unlisted');
      expect(undeclaredRefusals).toEqual([]);
      await app.close();
    } finally {
      process.env.REFUSALS_STRICT = '1';
    }
  });

  it("the framework's own refusals go without saying: validation is API.badRequest", async () => {
    const app = await appWithSampleRoute();
    const res = await app.inject({ method: 'POST', url: '/sample/none', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('API.badRequest');
    const bad = await app.inject({ method: 'POST', url: '/sample/other', payload: { n: 1 } });
    expect(bad.json().reason).toBe('API.badRequest');
    expect(undeclaredRefusals).toEqual([]);
    await app.close();
  });
});

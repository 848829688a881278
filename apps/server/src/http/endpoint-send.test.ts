import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@portal/domain';
import { route } from './endpoint.ts';

/** A handler that writes its own answer (the catalogue's pre-serialised page) is answered once, with no second send. */
describe('route(): a handler that sends its own answer', () => {
  it('answers once and logs no "Reply was already sent"', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const e = endpoint({ id: 'SAMPLE.own', method: 'GET', path: '/own', auth: 'none', data: z.array(z.number()) });
    route(app, e, { tags: [], summary: 'own' }, async (_req, reply) => {
      await new Promise((r) => setImmediate(r));
      return reply.type('application/json').send('{"code":0,"msg":"ok","data":[1,2]}' as never);
    });
    await app.ready();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/own' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: 'ok', data: [1, 2] });
    }
    await app.close();
    expect(lines.filter((l) => l.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});

import { IDEMPOTENCY_KEY_RE } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { visitKey } from './idempotency.ts';

describe('Idempotency-Key per visit', () => {
  it('is made once and reused for every submit of the visit (double click, retry)', () => {
    let made = 0;
    const key = visitKey(() => `key-${++made}-abcdefgh`);
    expect(made).toBe(0);
    const first = key();
    expect(key()).toBe(first);
    expect(key()).toBe(first);
    expect(made).toBe(1);
  });

  it('a new visit gets a new key', () => {
    const a = visitKey()();
    const b = visitKey()();
    expect(a).not.toBe(b);
  });

  it('the default key is a UUID the server accepts', () => {
    const k = visitKey()();
    expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(IDEMPOTENCY_KEY_RE.test(k)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { STAFF_HOME_PATH, STAFF_NAV, STAFF_PAGES } from './staff-nav.ts';

describe('the staff pages', () => {
  it('each listed once, with a label and what it is for, none the staff home itself', () => {
    const paths = STAFF_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(STAFF_HOME_PATH);
    for (const p of STAFF_PAGES) expect(p.label && p.what && p.path.startsWith('/')).toBeTruthy();
    expect(STAFF_NAV.every((g) => g.pages.length > 0)).toBe(true);
  });
});

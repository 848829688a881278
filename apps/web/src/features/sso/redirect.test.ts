import { describe, expect, it } from 'vitest';
import { handoffTarget, loginReturnUrl } from './redirect.ts';

const origin = 'http://shop.test';

describe('sign-on redirect', () => {
  it('defaults to /home with the token', () => {
    expect(loginReturnUrl(null, 'abc', origin)).toBe('http://shop.test/home?token=abc');
  });
  it('keeps the redirect address and its query', () => {
    expect(loginReturnUrl('http://shop.test/product/detail?id=S1', 't', origin)).toBe(
      'http://shop.test/product/detail?id=S1&token=t',
    );
    expect(loginReturnUrl('/cases', 't', origin)).toBe('http://shop.test/cases?token=t');
  });
  it('never leaves the site or loops back to the sign-on pages', () => {
    expect(loginReturnUrl('https://evil.example/x', 't', origin)).toBe('http://shop.test/home?token=t');
    expect(loginReturnUrl('/sso/login', 't', origin)).toBe('http://shop.test/home?token=t');
  });
  it('handoff target', () => {
    expect(handoffTarget(null, origin)).toBe('http://shop.test/home');
    expect(handoffTarget('/tool', origin)).toBe('http://shop.test/tool');
  });
});

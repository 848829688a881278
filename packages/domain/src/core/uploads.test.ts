import { describe, expect, it } from 'vitest';
import { isPdfUrl, thumbnailUrl } from './uploads.ts';

describe('stored files’ addresses', () => {
  const hex = '3f'.repeat(16);
  it('a picture’s thumbnail keeps the signed link’s query; other addresses stay as they are', () => {
    expect(thumbnailUrl(`/files/uploads/service/${hex}.jpg?e=1&s=ab`)).toBe(
      `/files/uploads/service/${hex}_t.jpg?e=1&s=ab`,
    );
    expect(thumbnailUrl(`/static/uploads/content/${hex}.png`)).toBe(`/static/uploads/content/${hex}_t.png`);
    for (const url of [`/files/uploads/licence/${hex}.pdf?e=1&s=ab`, '/static/products/camera.svg', 'https://x/y.jpg'])
      expect(thumbnailUrl(url)).toBe(url);
  });
  it('a PDF is known with or without the signed link’s query', () => {
    expect(isPdfUrl(`/files/uploads/licence/${hex}.pdf?e=1&s=ab`)).toBe(true);
    expect(isPdfUrl(`/static/uploads/licence/${hex}.pdf`)).toBe(true);
    expect(isPdfUrl(`/files/uploads/licence/${hex}.png?e=1&s=pdf`)).toBe(false);
  });
});

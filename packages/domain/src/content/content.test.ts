import { describe, expect, it } from 'vitest';
import { fileTypeOf, zipFileName } from './content.ts';

describe('content rules', () => {
  it('maps file names to the seven file types of part 1 §9', () => {
    expect(['a.JPG', 'b.mp4', 'c.docx', 'd.xls', 'e.pdf', 'f.pptx', 'g.txt', 'h.exe', 'noext'].map(fileTypeOf)).toEqual(
      ['image', 'video', 'word', 'excel', 'pdf', 'ppt', 'txt', 'other', 'other'],
    );
  });
  it('names a zip 下载文件 by default and strips path characters', () => {
    expect(zipFileName(undefined)).toBe('下载文件.zip');
    expect(zipFileName('  ')).toBe('下载文件.zip');
    expect(zipFileName('../海报\u0000')).toBe('..海报.zip');
    expect(zipFileName('物料.zip')).toBe('物料.zip');
  });
});

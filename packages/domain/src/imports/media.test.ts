import { describe, expect, it } from 'vitest';
import { mediaFileOf, mediaNameCandidates, pictureIndex } from './media.ts';

describe('the media zip names', () => {
  it('takes the file name from any folder, skips what is not a file of the import, tells pictures from brochures', () => {
    expect(mediaFileOf('图片/摄像机/HY-1_2.JPG')).toEqual({ name: 'HY-1_2.JPG', stem: 'HY-1_2', kind: 'picture' });
    expect(mediaFileOf('a\\HY-1.jpeg')?.kind).toBe('picture');
    expect(mediaFileOf('HY-1_彩页.pdf')).toEqual({ name: 'HY-1_彩页.pdf', stem: 'HY-1_彩页', kind: 'brochure' });
    expect(mediaFileOf('HY-1.gif')?.kind).toBe('unsupported');
    expect(mediaFileOf('README')?.kind).toBe('unsupported');
    for (const skipped of ['__MACOSX/._HY-1.jpg', '.DS_Store', 'x/Thumbs.db', 'desktop.ini', 'dir/'])
      expect(mediaFileOf(skipped), skipped).toBeNull();
  });

  it('splits a stem at each underscore, the whole stem first, then the longest model number', () => {
    expect(mediaNameCandidates('HY_CAM_2_3')).toEqual([
      { skuNo: 'HY_CAM_2_3', suffix: null },
      { skuNo: 'HY_CAM_2', suffix: '3' },
      { skuNo: 'HY_CAM', suffix: '2_3' },
      { skuNo: 'HY', suffix: 'CAM_2_3' },
    ]);
    expect(mediaNameCandidates('A-1_')).toEqual([{ skuNo: 'A-1_', suffix: null }]);
  });

  it('a picture suffix is its place, 1 to 10', () => {
    expect(pictureIndex(null)).toBe(1);
    expect(pictureIndex('2')).toBe(2);
    expect(pictureIndex('10')).toBe(10);
    for (const bad of ['0', '11', 'x', '2a', '002']) expect(pictureIndex(bad), bad).toBeNull();
  });
});

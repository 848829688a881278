import { describe, expect, it } from 'vitest';
import { chunkCycles } from './bundle-size.ts';

const chunk = (imports: string[]) => ({ type: 'chunk' as const, fileName: '', imports });

describe('static-import cycles between chunks', () => {
  it('finds a cycle through any number of files, and none in a tree of shared files', () => {
    expect(
      chunkCycles({
        'index.js': chunk(['react.js', 'queries.js']),
        'react.js': chunk([]),
        'queries.js': chunk(['group.js', 'react.js']),
        'group.js': chunk(['queries.js']),
      }),
    ).toEqual([['queries.js', 'group.js', 'queries.js']]);
    expect(
      chunkCycles({
        'index.js': chunk(['react.js', 'vendor.js']),
        'page.js': chunk(['index.js', 'react.js', 'vendor.js']),
        'vendor.js': chunk(['react.js']),
        'react.js': chunk([]),
      }),
    ).toEqual([]);
  });
});

import { SURVEY_SYSTEM_MESSAGES as M } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { canAskWalls, jobPhase, keptWalls, phaseMessage, strokeFor, toggleRemoved } from './ai-walls.ts';

const w = (x: number) => ({ a: { x, y: 0 }, b: { x, y: 100 } });

describe('AI wall review rules', () => {
  it('is offered only on a plan image without walls', () => {
    expect(canAskWalls({ image: { width: 10, height: 10 }, walls: [] })).toBe(true);
    expect(canAskWalls({ image: { width: 10, height: 10 }, walls: [w(1)] })).toBe(false);
    expect(canAskWalls({ image: null, walls: [] })).toBe(false);
    expect(canAskWalls(null)).toBe(false);
  });

  it('tells the job phases apart, a blank page being "no walls", not an error', () => {
    expect(jobPhase({ status: 'pending', walls: null })).toBe('working');
    expect(jobPhase({ status: 'running', walls: null })).toBe('working');
    expect(jobPhase({ status: 'done', walls: [w(1)] })).toBe('review');
    expect(jobPhase({ status: 'done', walls: [] })).toBe('empty');
    expect(phaseMessage({ status: 'done', walls: [], error: null })).toBe(M.noWallsFound);
    expect(phaseMessage({ status: 'failed', walls: null, error: '平面图图片无法读取' })).toBe('平面图图片无法读取');
    expect(phaseMessage({ status: 'ended', walls: [w(1)], error: null })).toBe(M.jobEnded);
    expect(phaseMessage({ status: 'done', walls: [w(1)], error: null })).toBeNull();
  });

  it('keeps the proposals not removed, in order, and toggles removal', () => {
    const walls = [w(1), w(2), w(3)];
    let removed = toggleRemoved(new Set(), 1);
    expect(keptWalls(walls, removed)).toEqual([w(1), w(3)]);
    removed = toggleRemoved(removed, 1);
    expect(keptWalls(walls, removed)).toEqual(walls);
    expect(strokeFor(4000, 800)).toBe(15);
    expect(strokeFor(4000, 0)).toBe(3);
  });
});

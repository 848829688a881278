import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, type LoadingView } from './progress.ts';

let views: LoadingView[];
let bar: ReturnType<typeof createLoadingBar>;
beforeEach(() => {
  vi.useFakeTimers();
  views = [];
  bar = createLoadingBar((v) => views.push(v));
});
afterEach(() => {
  bar.dispose();
  vi.useRealTimers();
});

describe('loading bar (part 1 §9)', () => {
  it('work shorter than the 200 ms throttle never shows the bar', () => {
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(views).toEqual([]);
  });
  it('shows after 200 ms and ticks every 100 ms, 2 % a tick over 5000 ms', () => {
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.view().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.view()).toEqual({ visible: true, percent: 0 });
    vi.advanceTimersByTime(100);
    expect(bar.view().percent).toBe(2);
    vi.advanceTimersByTime(2400);
    expect(bar.view().percent).toBe(50);
  });
  it('holds below 100 % until finished', () => {
    bar.start();
    vi.advanceTimersByTime(200 + 8000);
    expect(bar.view().percent).toBe(99);
  });
  it('finishing fills to 100 % and hides 500 ms later', () => {
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(bar.view()).toEqual({ visible: true, percent: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.view().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.view()).toEqual({ visible: false, percent: 0 });
  });
  it('a start while hiding continues at once without a new throttle', () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.view().visible).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(bar.view().visible).toBe(true);
  });
});

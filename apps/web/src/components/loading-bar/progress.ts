/** Loading bar timing of part 1 §9. */
const LOADING_BAR = { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 } as const;

export interface LoadingView {
  visible: boolean;
  percent: number;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

/**
 * start(): after a 200 ms throttle the bar shows and fills over 5000 ms in 100 ms ticks (holding at 99 %).
 * finish(): a start still inside the throttle shows nothing; otherwise the bar jumps to 100 % and hides
 * 500 ms later. A new start while hiding picks up from where the bar is.
 */
export function createLoadingBar(onChange: (v: LoadingView) => void, timers: Timers = realTimers) {
  let view: LoadingView = { visible: false, percent: 0 };
  let throttle: unknown = null;
  let ticker: unknown = null;
  let hide: unknown = null;
  let active = false;
  const step = (100 * LOADING_BAR.tickMs) / LOADING_BAR.durationMs;

  const set = (v: LoadingView) => {
    view = v;
    onChange(v);
  };
  const stopTicker = () => {
    if (ticker !== null) timers.clearInterval(ticker);
    ticker = null;
  };
  const run = () => {
    throttle = null;
    set({ visible: true, percent: view.visible ? view.percent : 0 });
    ticker = timers.setInterval(() => {
      set({ visible: true, percent: Math.min(99, Math.round((view.percent + step) * 100) / 100) });
    }, LOADING_BAR.tickMs);
  };

  return {
    start() {
      if (active) return;
      active = true;
      if (hide !== null) {
        timers.clearTimeout(hide);
        hide = null;
        run();
        return;
      }
      throttle = timers.setTimeout(run, LOADING_BAR.throttleMs);
    },
    finish() {
      if (!active) return;
      active = false;
      if (throttle !== null) {
        timers.clearTimeout(throttle);
        throttle = null;
        return;
      }
      stopTicker();
      set({ visible: true, percent: 100 });
      hide = timers.setTimeout(() => {
        hide = null;
        set({ visible: false, percent: 0 });
      }, LOADING_BAR.hideDelayMs);
    },
    dispose() {
      for (const t of [throttle, hide]) if (t !== null) timers.clearTimeout(t);
      stopTicker();
      throttle = hide = null;
      active = false;
    },
    view: () => view,
  };
}

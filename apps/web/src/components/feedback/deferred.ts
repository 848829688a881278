/**
 * `message`, `notification` and `modal` as antd's `App.useApp()` gives them, usable before antd's holders are loaded:
 * a call made before is kept, the holders are loaded (once), and the call is made then. What it returns behaves as
 * antd's answer does: a toast's handle closes it and is awaitable until it closes, a dialog's handle has `destroy`,
 * `update` and is awaitable for the person's choice. Pure: no React, no antd at run time (types only).
 */
import type { useAppProps } from 'antd/es/app/context';

export type FeedbackApis = useAppProps;
type ApiName = keyof FeedbackApis;

const METHODS: Record<ApiName, readonly string[]> = {
  message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
  notification: ['info', 'success', 'error', 'warning', 'open', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
};

type Handle = (() => void) & {
  destroy(): void;
  update(config: unknown): void;
  then<A, B>(ok?: (value: unknown) => A, fail?: (reason: unknown) => B): Promise<A | B>;
};

type Real = { destroy?: () => void; update?: (config: unknown) => void } | (() => void) | undefined;

function close(real: Real) {
  if (typeof real === 'function') real();
  else real?.destroy?.();
}

/**
 * The three apis: each call goes to `current()` when it answers, otherwise to `later` (which must load the holders
 * and run each kept call once they are there). `destroy` of nothing shown yet does nothing.
 */
export function deferredApis(
  current: () => FeedbackApis | null,
  later: (run: (apis: FeedbackApis) => void) => void,
): FeedbackApis {
  const make = (api: ApiName) =>
    Object.fromEntries(
      METHODS[api].map((method) => [
        method,
        (...args: unknown[]) => {
          const call = (apis: FeedbackApis) =>
            (apis[api] as unknown as Record<string, (...a: unknown[]) => Real>)[method]!(...args);
          const ready = current();
          if (ready) return call(ready);
          if (method === 'destroy') return undefined;
          return deferredCall((run) => later((apis) => run(call(apis))));
        },
      ]),
    );
  return {
    message: make('message'),
    notification: make('notification'),
    modal: make('modal'),
  } as unknown as FeedbackApis;
}

/** A handle for a call not made yet: closing or updating it before then is applied once the call is made. */
function deferredCall(start: (run: (real: Real) => void) => void): Handle {
  let real: Real;
  let made = false;
  let closed = false;
  const updates: unknown[] = [];
  // Resolving with antd's handle (a thenable) follows it: settles when the toast closes or the dialog is answered.
  const settled = new Promise<unknown>((resolve) =>
    start((r) => {
      real = r;
      made = true;
      if (typeof r === 'object' && r?.update) for (const u of updates.splice(0)) r.update(u);
      if (closed) close(r);
      resolve(r);
    }),
  );
  const handle = (() => (made ? close(real) : (closed = true))) as Handle;
  handle.destroy = handle;
  handle.update = (config) => {
    if (!made) updates.push(config);
    else if (typeof real === 'object') real?.update?.(config);
  };
  handle.then = (ok, fail) => settled.then(ok, fail);
  return handle;
}

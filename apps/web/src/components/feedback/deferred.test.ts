import { describe, expect, it, vi } from 'vitest';
import { deferredApis, type FeedbackApis } from './deferred.ts';

/** A stand-in for antd's apis: records calls, answers with handles like antd's. */
function fakeApis() {
  const calls: string[] = [];
  const closed: string[] = [];
  const updated: unknown[] = [];
  let answer: (v: boolean) => void = () => {};
  const toast = (kind: string) => (content: string) => {
    calls.push(`${kind}:${content}`);
    let done: (v: boolean) => void = () => {};
    const p = new Promise<boolean>((r) => (done = r));
    return Object.assign(() => (closed.push(content), done(true)), { then: p.then.bind(p) });
  };
  const dialog = (config: { title: string }) => {
    calls.push(`confirm:${config.title}`);
    const p = new Promise<boolean>((r) => (answer = r));
    return { destroy: () => closed.push(config.title), update: (c: unknown) => updated.push(c), then: p.then.bind(p) };
  };
  const apis = {
    message: { success: toast('success'), error: toast('error'), destroy: vi.fn() },
    notification: { info: toast('info') },
    modal: { confirm: dialog },
  } as unknown as FeedbackApis;
  return { apis, calls, closed, updated, answer: (v: boolean) => answer(v) };
}

describe('feedback before its holders are loaded', () => {
  it('keeps calls, loads once, and makes them in order when the holders are there', () => {
    const real = fakeApis();
    let ready: FeedbackApis | null = null;
    const kept: ((a: FeedbackApis) => void)[] = [];
    const load = vi.fn();
    const apis = deferredApis(
      () => ready,
      (run) => {
        kept.push(run);
        load();
      },
    );
    void apis.message.error('网络错误');
    void apis.notification.info({ message: '新消息' } as never);
    expect(real.calls).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
    ready = real.apis;
    for (const run of kept.splice(0)) run(real.apis);
    expect(real.calls).toEqual(['error:网络错误', 'info:[object Object]']);
    // once there, calls go straight through
    void apis.message.success('已保存');
    expect(real.calls.at(-1)).toBe('success:已保存');
    apis.message.destroy();
    expect(real.apis.message.destroy).toHaveBeenCalledTimes(1);
  });

  it("a toast's handle closes it (even before it is shown) and settles when it closes", async () => {
    const real = fakeApis();
    const kept: ((a: FeedbackApis) => void)[] = [];
    const apis = deferredApis(
      () => null,
      (run) => kept.push(run),
    );
    const first = apis.message.success('一');
    const second = apis.message.success('二');
    first(); // closed before the holders came
    kept.forEach((run) => run(real.apis));
    expect(real.closed).toEqual(['一']);
    await expect(first).resolves.toBe(true);
    let settled = false;
    void second.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    second();
    await expect(second).resolves.toBe(true);
  });

  it("a dialog's handle passes updates on and settles with the person's answer", async () => {
    const real = fakeApis();
    const kept: ((a: FeedbackApis) => void)[] = [];
    const apis = deferredApis(
      () => null,
      (run) => kept.push(run),
    );
    const dialog = apis.modal.confirm({ title: '确认删除？' });
    dialog.update({ okText: '删除' });
    kept.forEach((run) => run(real.apis));
    expect(real.calls).toEqual(['confirm:确认删除？']);
    expect(real.updated).toEqual([{ okText: '删除' }]);
    real.answer(false);
    await expect(dialog).resolves.toBe(false);
    // destroying nothing shown does nothing
    expect(apis.message.destroy()).toBeUndefined();
  });
});

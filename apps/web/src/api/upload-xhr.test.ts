import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client.ts';
import { configureClient, resetClientHooks } from './hooks.ts';
import { UPLOAD_STALL_MS, UploadStalled, sendWithProgress } from './upload-xhr.ts';

/** A browser's XMLHttpRequest as far as the upload uses it; the test drives its events. */
class FakeXhr {
  static last: FakeXhr;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
    onload?: () => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  sent = false;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send() {
    this.sent = true;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(body: unknown) {
    this.upload.onload?.();
    this.status = 200;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  configureClient({ notifyError: () => {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetClientHooks();
});

describe('an upload with progress', () => {
  it('takes as long as it keeps moving (5 minutes here), reporting its progress, and reads the envelope', async () => {
    const seen: number[] = [];
    const p = api.upload<string>('/up', new FormData(), { onProgress: (f) => seen.push(f) });
    const xhr = FakeXhr.last;
    for (let k = 1; k <= 10; k++) {
      await vi.advanceTimersByTimeAsync(30_000);
      xhr.progress(k * 10, 100);
    }
    xhr.answer({ code: 0, msg: '成功', data: 'stored' });
    await expect(p).resolves.toBe('stored');
    expect(seen.slice(0, 3)).toEqual([0.1, 0.2, 0.3]);
    expect(seen.at(-1)).toBe(1);
    expect(xhr.aborted).toBe(false);
  });

  it('stalled for 60 s it ends as a timeout, and the request is aborted', async () => {
    const p = api.upload('/up', new FormData(), { silent: true });
    const xhr = FakeXhr.last;
    xhr.progress(10, 100);
    const assertion = expect(p).rejects.toMatchObject({ network: true, kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS + 1);
    await assertion;
    expect(xhr.aborted).toBe(true);
  });

  it('the body sent, the answer too must come within the stall limit', async () => {
    const p = sendWithProgress('/up', { method: 'POST', headers: new Headers(), body: new FormData() });
    const xhr = FakeXhr.last;
    xhr.upload.onload?.();
    const assertion = expect(p).rejects.toBeInstanceOf(UploadStalled);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS + 1);
    await assertion;
  });
});

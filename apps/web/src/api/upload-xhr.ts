/**
 * An upload that reports its progress and gives up only when it stalls: XMLHttpRequest (fetch reports no upload
 * progress). The body may take as long as it needs (a 100 MB video on a slow line); `stallMs` without a byte going
 * out, or without the answer once the body is sent, ends it. Answers a Response like fetch does, so the client
 * reads the envelope the same way.
 */

/** No progress for this long ends an upload (the bytes going out, then the server's answer). */
export const UPLOAD_STALL_MS = 60_000;

export class UploadStalled extends Error {
  constructor() {
    super('upload stalled');
  }
}

export function sendWithProgress(
  url: string,
  init: { method: string; headers: Headers; body: FormData; signal?: AbortSignal },
  onProgress?: (fraction: number) => void,
  stallMs = UPLOAD_STALL_MS,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
    };
    const stalled = () => {
      done();
      xhr.abort();
      reject(new UploadStalled());
    };
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(stalled, stallMs);
    };
    const onAbort = () => {
      done();
      xhr.abort();
      reject(new DOMException('aborted', 'AbortError'));
    };
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    init.headers.forEach((v, k) => xhr.setRequestHeader(k, v));
    xhr.upload.onprogress = (e) => {
      alive();
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.upload.onload = () => {
      onProgress?.(1);
      alive(); // now the server's answer
    };
    xhr.onload = () => {
      done();
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const i = line.indexOf(':');
        if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('network error'));
    };
    init.signal?.addEventListener('abort', onAbort);
    alive();
    xhr.send(init.body);
  });
}

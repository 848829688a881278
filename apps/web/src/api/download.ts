/** A file the server answers (an xlsx template or export), saved in the browser; the server's words when it refuses. */
/** Saves a binary answer (xlsx) through a blob link. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok)
    throw new Error(((await res.json().catch(() => null)) as { msg?: string } | null)?.msg || '下载失败，请稍后再试');
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * What a page opens only on an interaction (issue 22): its own chunk, loaded when first opened, then kept mounted so
 * closing animates as before. While a chunk loads a small "加载中…" status shows.
 */
import { Suspense, useState, type ReactNode } from 'react';

/** True from the first render with `open` set, and from then on. */
function useOpenedOnce(open: boolean): boolean {
  const [once, setOnce] = useState(open);
  if (open && !once) setOnce(true);
  return once || open;
}

/** The loading state of a dialog or drawer whose chunk is on its way. */
export function LazyLoading() {
  return (
    <div className="do-lazy-loading" role="status" aria-live="polite">
      加载中…
    </div>
  );
}

/** Mounts `children` (a lazy component) once `open` has been true, with the loading state while it loads. */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const once = useOpenedOnce(open);
  return once ? <Suspense fallback={open ? <LazyLoading /> : null}>{children}</Suspense> : null;
}

import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { createLoadingBar, type LoadingView } from './progress.ts';
import './loading-bar.css';

/** Thin bar at the top while a route loads or any query/mutation is in flight (part 1 §9). */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const busy = navigation.state !== 'idle' || fetching > 0 || mutating > 0;
  const [view, setView] = useState<LoadingView>({ visible: false, percent: 0 });
  const bar = useRef<ReturnType<typeof createLoadingBar> | null>(null);

  useEffect(() => {
    const b = createLoadingBar(setView);
    bar.current = b;
    return () => b.dispose();
  }, []);

  useEffect(() => {
    if (busy) bar.current?.start();
    else bar.current?.finish();
  }, [busy]);

  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden={!view.visible}
      aria-valuenow={Math.round(view.percent)}
      style={{ opacity: view.visible ? 1 : 0, transform: `scaleX(${view.percent / 100})` }}
    />
  );
}

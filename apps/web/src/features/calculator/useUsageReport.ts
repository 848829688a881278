import { useEffect } from 'react';
import { flushUsage } from './usage.ts';

/**
 * Used by the calculator layout: the usage of this visit is sent when the layout unmounts (the user leaves the
 * calculators for another part of the portal) and when the page is hidden (tab closed, reloaded or backgrounded).
 */
export function useCalculatorUsageReport(): void {
  useEffect(() => {
    const onHide = () => flushUsage();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushUsage();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flushUsage();
    };
  }, []);
}

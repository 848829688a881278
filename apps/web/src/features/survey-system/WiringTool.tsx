/**
 * The toolbar's 智能布线 button: the wiring drawer (antd Drawer, Table, Descriptions…) is its own chunk, loaded on
 * the first click, which it then carries out (issue 47 §5: the survey's first screen draws the plan without it).
 */
import { Button } from 'antd';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { WiringPanel as Panel } from './WiringPanel.tsx';

const WiringPanel = lazy(async () => ({ default: (await import('./WiringPanel.tsx')).WiringPanel }));

export function WiringTool(props: Omit<ComponentProps<typeof Panel>, 'autoStart'>) {
  const [armed, setArmed] = useState(false);
  const button = (loading: boolean) => (
    <Button type="primary" ghost loading={loading} onClick={() => setArmed(true)} data-testid="wiring-start">
      智能布线
    </Button>
  );
  if (!armed) return button(false);
  return (
    <Suspense fallback={button(true)}>
      <WiringPanel {...props} autoStart />
    </Suspense>
  );
}

/** The design-order list drawer: its own chunk, loaded when first opened (issue 22). */
import { lazy, type ComponentProps } from 'react';
import { WhenOpened } from '../../components/lazy.tsx';
import type { DesignListDrawer as DrawerType } from './components/DesignListDrawer.tsx';

const Drawer = lazy(async () => ({ default: (await import('./components/DesignListDrawer.tsx')).DesignListDrawer }));

export function LazyDesignListDrawer(props: ComponentProps<typeof DrawerType>) {
  return (
    <WhenOpened open={props.open}>
      <Drawer {...props} />
    </WhenOpened>
  );
}

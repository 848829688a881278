import { useMatches } from 'react-router';
import type { RouteHandle } from '../../app/routes.tsx';
import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Placeholder page: its title comes from the route table. */
export default function ComingSoonPage() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  return <ComingSoon title={title?.title} />;
}

import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { pageTitle } from '../../components/crumbs.ts';

/** Placeholder page: its title comes from the route table. */
export default function ComingSoonPage() {
  return <ComingSoon title={pageTitle(useMatches())} />;
}

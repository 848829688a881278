import { NotFoundView } from './NotFoundView.tsx';

/** The `*` route. */
export default function NotFoundPage() {
  return <NotFoundView />;
}

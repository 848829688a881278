import { Outlet } from 'react-router';

export default function BlankLayout() {
  return <Outlet />;
}

import { Outlet } from 'react-router';

/** The main layout (1-platform.md §2). */
export default function MainLayout() {
  return <Outlet />;
}

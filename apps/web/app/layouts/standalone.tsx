import { Outlet } from 'react-router';

/** The standalone layout (1-platform.md §2). */
export default function StandaloneLayout() {
  return <Outlet />;
}

import { Outlet } from 'react-router';

/** The checkout layout (1-platform.md §2). */
export default function CheckoutLayout() {
  return <Outlet />;
}

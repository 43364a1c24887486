import { Outlet, useLocation } from 'react-router-dom';
import { PublicLayout } from '@bible-admin/screens';
import { useContact } from '../../data/contact';

/** The public site's frame (navigation and footer, whether or not an admin is signed in). */
export function PublicLayoutRoute() {
  const { pathname } = useLocation();
  const contact = useContact();
  return (
    <PublicLayout currentPath={pathname} contact={contact} year={new Date().getFullYear()}>
      <Outlet />
    </PublicLayout>
  );
}

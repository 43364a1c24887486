import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isEditChapterPath } from '../paths';
import { useAdminToken } from '../session';

// Its own chunk: the 404's two languages of copy stay out of the entry every page downloads.
const NotFoundRoute = lazy(async () => ({ default: (await import('./NotFoundRoute')).NotFoundRoute }));

/**
 * Any path no route takes: a signed-in admin goes to the dashboard (except on edit-chapter paths, which
 * show the 404 rather than lose the address); a visitor sees the 404.
 */
export function CatchAllRoute() {
  const token = useAdminToken();
  const { pathname } = useLocation();
  if (token && !isEditChapterPath(pathname)) return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <NotFoundRoute />
    </Suspense>
  );
}

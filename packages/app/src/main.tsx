import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { adminToken, deletionToken } from './session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** Resolves once the router has loaded the lazy routes of the first address (before, it draws its fallback). */
const initialized = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

// A public page comes prerendered (packages/app/scripts/prerender.ts) as a visitor without a session sees it
// first: hydrated once its route is loaded, so its first render is that page. A session changes the first
// render (an admin is sent to the dashboard, a reader's deletion link to its confirmation): drawn anew.
if (root.hasChildNodes() && !adminToken.read() && !deletionToken.read()) {
  void initialized().then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { LinkProvider, UIProvider } from '@bible-admin/ui';
import { RouterLink } from './RouterLink';
import { router } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <UIProvider locale="en">
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </UIProvider>
  </StrictMode>,
);

import { createBrowserRouter } from 'react-router-dom';
import { NotFoundRoute } from './routes/NotFoundRoute';

/** A data router, so unsaved-changes guards can use `useBlocker` later. Routes are added per screen. */
export const router = createBrowserRouter([{ path: '*', element: <NotFoundRoute /> }]);

import { Home, homeMeta } from '@bible-admin/screens';
import { usePageHead } from '../../head/PageHead';

export function HomeRoute() {
  usePageHead(homeMeta);
  return <Home />;
}

import { Home, homeMeta, publicLinks } from '@bible-admin/screens';
import { useContact } from '../../data/contact';
import { usePageHead } from '../../head/PageHead';

export function HomeRoute() {
  usePageHead(homeMeta);
  // The store buttons lead where the settings say (the frame makes the same call: one request).
  return <Home links={publicLinks(useContact())} />;
}

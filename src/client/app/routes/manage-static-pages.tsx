import { PagesScreen } from '../../features/content-admin/components/pages-screen';

export function ManageStaticPagesRoute() {
  return <PagesScreen />;
}

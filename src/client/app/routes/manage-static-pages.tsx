import { PagesScreen } from '@client/features/content-admin/components/pages-screen';

export function ManageStaticPagesRoute() {
  return <PagesScreen />;
}

import { EditPageScreen } from '@client/features/content-admin/components/edit-page-screen';

export function EditStaticPageRoute() {
  return <EditPageScreen />;
}

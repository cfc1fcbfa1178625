import { EditPageScreen } from '../../features/content-admin/components/edit-page-screen';

export function EditStaticPageRoute() {
  return <EditPageScreen />;
}

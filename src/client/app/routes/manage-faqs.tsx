import { FaqsScreen } from '../../features/content-admin/components/faqs-screen';

export function ManageFaqsRoute() {
  return <FaqsScreen />;
}

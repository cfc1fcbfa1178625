import { FaqsScreen } from '@client/features/content-admin/components/faqs-screen';

export function ManageFaqsRoute() {
  return <FaqsScreen />;
}

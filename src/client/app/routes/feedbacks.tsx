import { generatePath } from '../../lib/router';
import { FeedbackInboxScreen } from '../../features/feedback-inbox/components/feedback-inbox-screen';
import { PATHS } from '../paths';

const servicePathOf = (id: string) => generatePath(PATHS.serviceDetail, { id });

export function FeedbacksRoute() {
  return <FeedbackInboxScreen servicePathOf={servicePathOf} />;
}

import { FaqScreen } from '../../features/chatbot/components/faq-screen';

export function ChatbotRoute() {
  return <FaqScreen />;
}

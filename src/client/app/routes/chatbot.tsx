import { ChatbotScreen } from '@client/features/chatbot/components/chatbot-screen';

export function ChatbotRoute() {
  return <ChatbotScreen />;
}

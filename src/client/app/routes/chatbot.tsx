import { ChatbotScreen } from '../../features/chatbot/components/chatbot-screen';

export function ChatbotRoute() {
  return <ChatbotScreen />;
}

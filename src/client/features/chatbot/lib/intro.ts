import type { BotMessage } from '@shared/chatbot/messages';
import { say, topicReplies } from '@shared/chatbot/reply-kit';

/**
 * The bot's opening lines, made in the page (no request before the person asks anything): the
 * greeting and the engine's own topic quick replies, so their payloads are words it understands.
 */
export const INTRO_MESSAGES: BotMessage[] = [say('greeting'), topicReplies()];

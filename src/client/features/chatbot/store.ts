import { create } from 'zustand';
import type { BotContext } from '@shared/chatbot/context';
import type { BotMessage } from '@shared/chatbot/messages';

/**
 * A line of the conversation: what the person typed, a bot message, or a note from the app
 * ('offline': the answer comes from the listings saved on the device; 'unreachable': the server
 * failed and the device answered; 'error': nobody could answer).
 */
export type ChatEntry =
  | { id: number; from: 'person'; text: string }
  | { id: number; from: 'bot'; message: BotMessage }
  | { id: number; from: 'note'; note: 'offline' | 'unreachable' | 'error' };

type NewEntry =
  | { from: 'person'; text: string }
  | { from: 'bot'; message: BotMessage }
  | { from: 'note'; note: 'offline' | 'unreachable' | 'error' };

interface ChatState {
  entries: ChatEntry[];
  /** A question is on its way; the form stays usable but Send waits. */
  pending: boolean;
  /** The offline engine's memory of this conversation (the server keeps its own per chatToken). */
  localContext: BotContext;
  append: (entries: NewEntry[]) => void;
  setPending: (pending: boolean) => void;
  setLocalContext: (context: BotContext) => void;
}

let nextId = 1;

/**
 * The conversation on screen: UI state for the tab's life (docs/spec/conventions.md: zustand for UI state),
 * so leaving for a service's detail and coming back shows the same conversation.
 */
export const useChatStore = create<ChatState>((set) => ({
  entries: [],
  pending: false,
  localContext: {},
  append: (added) =>
    set((state) => ({
      entries: [...state.entries, ...added.map((e) => ({ ...e, id: nextId++ }) as ChatEntry)],
    })),
  setPending: (pending) => set({ pending }),
  setLocalContext: (localContext) => set({ localContext }),
}));

/** Tests start each case with an empty conversation. */
export function resetChat(): void {
  useChatStore.setState({ entries: [], pending: false, localContext: {} });
}

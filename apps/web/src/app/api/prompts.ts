import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage } from '../storage';

// Global prompts raised by the API client (docs/protocol.md, status handling), shown by <ModalHost/>.
export type TPromptKind =
  | 'timestamp-error'
  | 'verify-email'
  | 'insufficient-credit'
  | 'gateway-not-active'
  | 'account-blocked';

/** Where to top up and whom to contact when the credit balance runs out (777). */
export const TOP_UP_PATH = '/operator/wallet-history';
export const SUPPORT_PATH = '/contact-us';

/** Set when an 803 ended the session: the reloaded page says why (product §2.2 account status). */
export const SESSION_END_KEY = 'sewa_session_end';

/** Opens the prompt an ended session left for the reloaded page, once (the app shell calls it). */
export function openSessionEndPrompt(): void {
  if (readStorage('session', SESSION_END_KEY) !== 'account-blocked') return;
  removeStorage('session', SESSION_END_KEY);
  openPrompt('account-blocked');
}

let queue: readonly TPromptKind[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Queues a prompt; a prompt of the same kind already waiting is not repeated (parallel calls fail alike). */
export function openPrompt(kind: TPromptKind): void {
  if (queue.includes(kind)) return;
  queue = [...queue, kind];
  emit();
}

export function closePrompt(): void {
  queue = queue.slice(1);
  emit();
}

export const currentPrompt = (): TPromptKind | null => queue[0] ?? null;

export function subscribePrompts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const usePrompt = (): TPromptKind | null =>
  useSyncExternalStore(subscribePrompts, currentPrompt, currentPrompt);

import { useSyncExternalStore } from 'react';

// Global prompts raised by the API client (docs/protocol.md, status handling), shown by <ModalHost/>.
export type TPromptKind = 'timestamp-error' | 'verify-email' | 'insufficient-credit' | 'gateway-not-active';

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

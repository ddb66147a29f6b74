import { lazy, Suspense, useEffect } from 'react';
import { openSessionEndPrompt, usePrompt } from './prompts';

// The dialog code (Radix) loads only when a prompt opens, keeping it out of the public entry chunk.
const PromptModal = lazy(() => import('../prompt-modal').then((m) => ({ default: m.PromptModal })));

/** Shows the global prompts raised by the API client (805, 306, 777, 107), one at a time. */
export function ModalHost() {
  const prompt = usePrompt();
  // An 803 ended the last page's session: say why on this one.
  useEffect(openSessionEndPrompt, []);
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <PromptModal kind={prompt} />
    </Suspense>
  );
}

import { FIRST_ANSWERS_ID, type TFirstAnswers } from '@sewa/domain/protocol/first-answers';
import { STATUS } from '@sewa/domain/protocol/status';
import type { QueryClient } from '@tanstack/react-query';

// First answers (packages/domain/src/protocol/first-answers.ts): the answers of a public page's first calls
// come with the page. They go into the query cache before the first render, under the key `useCall` gives
// the same call and input (`callKey`: name, then input), so the screen renders its listing at once, and the
// same way in the browser and in the server's render (server-render.tsx) that it hydrates.

/** The answers the server put in this page, or none when it has none (or they cannot be read). */
export function readPageFirstAnswers(): TFirstAnswers {
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as TFirstAnswers) : {};
  } catch {
    return {};
  }
}

const isOkAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as { status_code?: unknown }).status_code === STATUS.OK;

/** Puts each successful public answer in the cache as the data of its call and input. */
export function seedFirstAnswers(queryClient: QueryClient, answers: TFirstAnswers): void {
  for (const [key, answer] of Object.entries(answers)) {
    const space = key.indexOf(' ');
    const call = key.slice(0, space);
    if (space < 0 || !call.startsWith('public-') || !isOkAnswer(answer)) continue;
    try {
      queryClient.setQueryData([call, JSON.parse(key.slice(space + 1))], answer);
    } catch {
      // An unreadable key: that call asks the server.
    }
  }
}

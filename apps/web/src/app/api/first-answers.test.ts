import { FIRST_ANSWERS_ID, firstAnswerKey } from '@sewa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageFirstAnswers, seedFirstAnswers } from './first-answers';
import { callKey } from './hooks';
import { createQueryClient } from './query-client';

const page = { items: [{ name: 'Residensi' }], total: 1 };
const ok = { status_code: 100, message: 'ok', data: page };
const search = { name: 'public-test-search' };

function inPage(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(FIRST_ANSWERS_ID)?.remove());

describe('first answers in the page', () => {
  it("become the cached data of the same call and input, whatever the input's key order", () => {
    inPage(JSON.stringify({ [firstAnswerKey(search.name, { q: 'kl', page: 1 })]: ok }));
    const client = createQueryClient();
    seedFirstAnswers(client, readPageFirstAnswers());
    // useCall's key for the input as a screen writes it (keys in another order, an undefined member).
    expect(
      client.getQueryData(callKey(search as never, { page: 1, q: 'kl', city: undefined } as never)),
    ).toEqual(ok);
    expect(client.getQueryData(callKey(search as never, { page: 2, q: 'kl' } as never))).toBeUndefined();
  });

  it('leave out user calls, failed answers and unreadable keys; a page without answers seeds nothing', () => {
    const client = createQueryClient();
    seedFirstAnswers(client, {
      [firstAnswerKey('user-a', {})]: ok,
      [firstAnswerKey(search.name, { page: 3 })]: { status_code: 104, message: 'no' },
      'public-b {not json': ok,
      nospace: ok,
    });
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(readPageFirstAnswers()).toEqual({});
    inPage('not json');
    expect(readPageFirstAnswers()).toEqual({});
  });
});

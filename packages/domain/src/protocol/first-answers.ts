// First answers (issue 15, LCP): the server puts the answers of a public page's first calls in the page it
// serves (`<script type="application/json" id="sewa-first-answers">`, apps/server/src/web/seo.ts), and the
// web puts them in its query cache before the first render (apps/web/src/app/api/first-answers.ts), in the
// browser and in the server's own render of the page (ADR 0029). The page shows its listing at once.

/** A page's answers by `firstAnswerKey`: each the envelope the call would have answered. */
export type TFirstAnswers = Readonly<Record<string, unknown>>;

/** The id of the element that carries them. */
export const FIRST_ANSWERS_ID = 'sewa-first-answers';

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
};

/** A call and its input, whatever the order of the input's keys (undefined members are left out). */
export const firstAnswerKey = (call: string, input: unknown): string =>
  `${call} ${JSON.stringify(canonical(input ?? {}))}`;

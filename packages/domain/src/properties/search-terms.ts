// Location search without trigram indexes (PGlite has none by default): each property stores the
// lower-cased prefixes of its words, and a query matches when every query word is one of them.
// "Petal" finds Petaling Jaya; "KL", "PJ", "JB" find Kuala Lumpur, Petaling Jaya, Johor Bahru;
// "georgetown" finds George Town.

const MIN_PREFIX = 2;
const MAX_PREFIX = 24;

export const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

const prefixes = (word: string): string[] => {
  const out: string[] = [];
  const max = Math.min(word.length, MAX_PREFIX);
  for (let n = Math.min(MIN_PREFIX, word.length); n <= max; n++) out.push(word.slice(0, n));
  return out;
};

/** Place names of several words also match written together and by their initials. */
const placeForms = (place: string): string[] => {
  const w = words(place);
  if (w.length < 2) return [];
  return [w.join(''), w.map((x) => x[0]).join('')];
};

export type TTermSource = { name: string; street: string; city: string; state: string; postcode: string };

export function locationTerms(p: TTermSource): string[] {
  const all = new Set<string>();
  for (const w of words(`${p.name} ${p.street} ${p.city} ${p.state} ${p.postcode}`)) {
    for (const x of prefixes(w)) all.add(x);
  }
  for (const form of [...placeForms(p.city), ...placeForms(p.state), ...placeForms(p.name)]) {
    for (const x of form.length <= 3 ? [form] : prefixes(form)) all.add(x);
  }
  return [...all];
}

/** The terms a location query must all match; one-letter words are ignored, long ones cut to size. */
export function queryTerms(location: string | undefined): string[] {
  if (!location) return [];
  return [
    ...new Set(
      words(location)
        .filter((w) => w.length >= MIN_PREFIX)
        .map((w) => w.slice(0, MAX_PREFIX)),
    ),
  ];
}

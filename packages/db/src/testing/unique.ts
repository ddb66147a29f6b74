// Unique values for test rows. Every test file has a database of its own (createTestDatabase), so a
// counter of this process is enough: no clock, no randomness, no collisions, and the values read well
// in a failing test. The shapes stay clear of what tests type by hand and of the demo data
// (docs/architecture.md, "Tests and databases").

let seq = 0;

/** 1, 2, 3… for this process. */
export const uniqueNumber = (): number => ++seq;

/** Lower-case letters only (domain codes allow nothing else): "z" and the counter in letters k–t. */
export const uniqueLetters = (): string =>
  `z${[...String(uniqueNumber())].map((d) => 'klmnopqrst'[Number(d)]).join('')}`;

/** A valid Malaysian mobile, national number: 123 and six digits (+60 123 000 001, …). */
export const uniqueMobile = (): string => `123${String(uniqueNumber() % 1_000_000).padStart(6, '0')}`;

/** An address on a test domain, e.g. user7@test.my. */
export const uniqueEmail = (name = 'user'): string => `${name}${uniqueNumber()}@test.my`;

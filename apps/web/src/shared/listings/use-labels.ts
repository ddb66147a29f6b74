import * as LABELS from '@sewa/domain/properties/labels';
import { useMemo } from 'react';
import { useLanguage } from '../../app/language';

// The property vocabularies' display names live in the domain (shared with the server's page titles);
// this picks the table of the page's language.
type TLabelTables = typeof LABELS;
export type TLabelSet = { [K in keyof TLabelTables]: TLabelTables[K]['en'] };

export function useLabels(): TLabelSet {
  const language = useLanguage();
  return useMemo(
    () =>
      Object.fromEntries(Object.entries(LABELS).map(([name, table]) => [name, table[language]])) as TLabelSet,
    [language],
  );
}

/** Options for a select: every code of a vocabulary with its label, in the vocabulary's order. */
export const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

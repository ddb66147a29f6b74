import type { ReactNode } from 'react';
import {
  ExtrasCard,
  LinesByArea,
  ListFacts,
  ListHistory,
  RejectionCard,
  SignatureCard,
  type TLine,
  type TList,
} from './list-parts';

/**
 * A list read-only, as every area shows it (operator view-inventory-list, landlord and admin
 * inventory-list, the tenant once answered): facts, the rejection, lines, extras, signature and PDF,
 * history. `decide` offers the operator's decision on extras still pending; nothing else changes here.
 */
export function ListView({ list, decide }: { list: TList; decide?: (line: TLine) => ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <RejectionCard list={list} />
      <ListFacts list={list} />
      <SignatureCard list={list} />
      <LinesByArea list={list} />
      <ExtrasCard list={list} decide={decide} />
      <ListHistory list={list} />
    </div>
  );
}

import type { TContractorKind } from '@sewa/domain';
import type { TUserRow } from './repository';

// A contractor's work (kind, categories, service areas) is kept in users.profile under `work`, beside the
// accounts profile fields; the contractor's own profile form leaves it alone (accounts/update-profile).

export type TWork = {
  kind: TContractorKind;
  categories: string[];
  sub_categories: string[];
  service_states: string[];
  service_cities: string[];
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

export function workOf(u: Pick<TUserRow, 'profile'>): TWork {
  const w = (u.profile?.work ?? {}) as Record<string, unknown>;
  return {
    kind: w.kind === 'company' ? 'company' : 'person',
    categories: strings(w.categories),
    sub_categories: strings(w.sub_categories),
    service_states: strings(w.service_states),
    service_cities: strings(w.service_cities),
  };
}

// The one way a lifecycle machine decides (docs/architecture.md, "Lifecycles"): a table of rules per
// action; a move from a state the rule does not list is 104, an actor it does not list is 103. Every
// machine (booking, appointment, refund, tenancy, inventory list, …) is such a table and `decide`.

/** Who acts: the tenant (booker), the operator's side (owner or team), an admin, or the system (a payment, a job). */
export type TActor = 'tenant' | 'operator' | 'admin' | 'system';

export type TTransitionResult<S> = { ok: true; to: S } | { ok: false; code: 103 | 104 };

export type TRule<S extends string> = {
  from: readonly S[];
  to: S | ((from: S) => S);
  actors: readonly TActor[];
};

export function decide<S extends string, A extends string>(
  table: Record<A, TRule<S>>,
  state: S,
  action: A,
  actor: TActor,
): TTransitionResult<S> {
  const rule = table[action];
  if (!rule?.from.includes(state)) return { ok: false, code: 104 };
  if (!rule.actors.includes(actor)) return { ok: false, code: 103 };
  return { ok: true, to: typeof rule.to === 'function' ? rule.to(state) : rule.to };
}

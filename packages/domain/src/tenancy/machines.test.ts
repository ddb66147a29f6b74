import { describe, expect, it } from 'vitest';
import type { TActor } from '../lifecycle/machine';
import {
  conditionRank,
  INVENTORY_LIST_ACTIONS,
  INVENTORY_LIST_STATUSES,
  inventoryListTransition,
  TENANCY_ACTIONS,
  TENANCY_STATUSES,
  tenancyTransition,
} from './machines';

const ACTORS: TActor[] = ['tenant', 'operator', 'admin', 'system'];

describe('tenancy machine', () => {
  const legal: [string, string, string][] = [
    ['pending', 'activate', 'active'],
    ['pending', 'cancel', 'cancelled'],
    ['active', 'end', 'ended'],
    ['active', 'terminate', 'terminated'],
    ['active', 'renew', 'active'],
  ];

  it.each(legal)('%s --%s--> %s for the operator and admins only', (from, action, to) => {
    for (const actor of ACTORS) {
      const r = tenancyTransition(from as never, action as never, actor);
      if (actor === 'operator' || actor === 'admin') expect(r).toEqual({ ok: true, to });
      else expect(r).toEqual({ ok: false, code: 103 });
    }
  });

  it('refuses every other move with 104, whoever asks', () => {
    const isLegal = (s: string, a: string) => legal.some(([f, x]) => f === s && x === a);
    let refused = 0;
    for (const s of TENANCY_STATUSES)
      for (const a of TENANCY_ACTIONS)
        if (!isLegal(s, a)) {
          expect(tenancyTransition(s, a, 'operator')).toEqual({ ok: false, code: 104 });
          refused++;
        }
    expect(refused).toBe(TENANCY_STATUSES.length * TENANCY_ACTIONS.length - legal.length);
  });

  it('never reopens a closed tenancy', () => {
    for (const s of ['ended', 'cancelled', 'terminated'] as const)
      for (const a of TENANCY_ACTIONS) expect(tenancyTransition(s, a, 'admin').ok).toBe(false);
  });
});

describe('inventory list machine', () => {
  it('the operator sends and revises, the tenant agrees or rejects', () => {
    expect(inventoryListTransition('draft', 'send', 'operator')).toEqual({ ok: true, to: 'pending' });
    expect(inventoryListTransition('pending', 'agree', 'tenant')).toEqual({ ok: true, to: 'agreed' });
    expect(inventoryListTransition('pending', 'reject', 'tenant')).toEqual({ ok: true, to: 'rejected' });
    expect(inventoryListTransition('rejected', 'revise', 'admin')).toEqual({ ok: true, to: 'pending' });
  });

  it('refuses the wrong actor with 103', () => {
    expect(inventoryListTransition('draft', 'send', 'tenant')).toEqual({ ok: false, code: 103 });
    expect(inventoryListTransition('pending', 'agree', 'operator')).toEqual({ ok: false, code: 103 });
    expect(inventoryListTransition('pending', 'reject', 'admin')).toEqual({ ok: false, code: 103 });
    expect(inventoryListTransition('rejected', 'revise', 'tenant')).toEqual({ ok: false, code: 103 });
  });

  it('an agreed list is final', () => {
    for (const a of INVENTORY_LIST_ACTIONS)
      for (const actor of ACTORS) expect(inventoryListTransition('agreed', a, actor).ok).toBe(false);
  });

  it('refuses moves from the wrong state with 104', () => {
    expect(inventoryListTransition('draft', 'agree', 'tenant')).toEqual({ ok: false, code: 104 });
    expect(inventoryListTransition('pending', 'send', 'operator')).toEqual({ ok: false, code: 104 });
    expect(inventoryListTransition('rejected', 'agree', 'tenant')).toEqual({ ok: false, code: 104 });
    expect(INVENTORY_LIST_STATUSES).toHaveLength(4);
  });

  it('ranks conditions from new to missing', () => {
    expect(conditionRank('good')).toBeLessThan(conditionRank('damaged'));
    expect(conditionRank('new')).toBe(0);
    expect(conditionRank('missing')).toBeGreaterThan(conditionRank('poor'));
  });
});

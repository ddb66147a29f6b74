import { adminRejectListing } from '@sewa/domain/properties/calls-admin';
import { userArchiveListing, userUnlistListing } from '@sewa/domain/properties/calls-operator';
import { describe, expect, it } from 'vitest';
import { listingActionsFor } from './listing-actions';

const actions = (...args: Parameters<typeof listingActionsFor>) =>
  listingActionsFor(...args).map((a) => a.action);

describe('listing tab actions by state', () => {
  it('gives operators the workflow of their tabs', () => {
    expect(actions('draft', 'operator')).toEqual(['submit', 'archive']);
    expect(actions('pending_approval', 'operator')).toEqual(['archive']);
    expect(actions('published', 'operator')).toEqual(['unlist', 'archive']);
    expect(actions('unlisted', 'operator')).toEqual(['publish', 'archive']);
    expect(actions('archived', 'operator')).toEqual(['restore']);
  });

  it('gives admins approve and reject on pending listings only', () => {
    expect(actions('pending_approval', 'admin')).toEqual(['approve', 'reject']);
    for (const status of ['draft', 'published', 'unlisted', 'archived'] as const)
      expect(actions(status, 'admin')).toEqual([]);
  });

  it('keeps only what the server says the caller may do, when it says', () => {
    expect(actions('draft', 'operator', ['archive'])).toEqual(['archive']);
  });

  it('maps each action to its call, reason and tone', () => {
    expect(listingActionsFor('published', 'operator')).toEqual([
      { action: 'unlist', call: userUnlistListing, tone: 'danger', needsReason: false },
      { action: 'archive', call: userArchiveListing, tone: 'danger', needsReason: false },
    ]);
    expect(listingActionsFor('pending_approval', 'admin')[1]).toEqual({
      action: 'reject',
      call: adminRejectListing,
      tone: 'danger',
      needsReason: true,
    });
  });
});

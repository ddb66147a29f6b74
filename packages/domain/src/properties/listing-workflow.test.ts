import { describe, expect, it } from 'vitest';
import {
  availableListingActions,
  canTransition,
  isEditableStatus,
  isPublicStatus,
  LISTING_ACTIONS,
  LISTING_STATUSES,
  nextListingStatus,
} from './listing-workflow';

describe('the listing state machine', () => {
  it('follows the issue: draft → pending → published | draft; published ↔ unlisted; → archived → draft', () => {
    const path: [string, string, string][] = [
      ['draft', 'submit', 'pending_approval'],
      ['pending_approval', 'approve', 'published'],
      ['pending_approval', 'reject', 'draft'],
      ['published', 'unlist', 'unlisted'],
      ['unlisted', 'publish', 'published'],
      ['published', 'archive', 'archived'],
      ['unlisted', 'archive', 'archived'],
      ['draft', 'archive', 'archived'],
      ['pending_approval', 'archive', 'archived'],
      ['archived', 'restore', 'draft'],
    ];
    for (const [from, action, to] of path) {
      expect(nextListingStatus(from as never, action as never), `${from} ${action}`).toBe(to);
    }
  });

  it('allows nothing else: exactly 10 legal moves among 35', () => {
    let legal = 0;
    for (const s of LISTING_STATUSES) for (const a of LISTING_ACTIONS) if (canTransition(s, a)) legal++;
    expect(legal).toBe(10);
    expect(canTransition('draft', 'approve')).toBe(false);
    expect(canTransition('published', 'submit')).toBe(false);
    expect(canTransition('archived', 'publish')).toBe(false);
    expect(nextListingStatus('unlisted', 'unlist')).toBeNull();
  });

  it('offers each actor only its own buttons', () => {
    expect(availableListingActions('draft', 'operator')).toEqual(['submit', 'archive']);
    expect(availableListingActions('pending_approval', 'operator')).toEqual(['archive']);
    expect(availableListingActions('pending_approval', 'admin')).toEqual(['approve', 'reject']);
    expect(availableListingActions('published', 'operator')).toEqual(['unlist', 'archive']);
    expect(availableListingActions('archived', 'operator')).toEqual(['restore']);
    expect(availableListingActions('published', 'admin')).toEqual([]);
  });

  it('is public only when published and read-only only when archived', () => {
    expect(LISTING_STATUSES.filter(isPublicStatus)).toEqual(['published']);
    expect(LISTING_STATUSES.filter((s) => !isEditableStatus(s))).toEqual(['archived']);
  });
});

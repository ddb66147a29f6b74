import { describe, expect, it } from 'vitest';
import { changeRows } from './audit-changes';

describe('changeRows', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    expect(changeRows({ name: 'Old', city: 'KL' }, { name: 'New', city: 'KL', rooms: 3 })).toEqual([
      { field: 'name', before: 'Old', after: 'New', isChanged: true },
      { field: 'rooms', before: '', after: '3', isChanged: true },
      { field: 'city', before: 'KL', after: 'KL', isChanged: false },
    ]);
  });
  it('shows an entry with only an after (a creation) as all changed, and nothing for no values', () => {
    expect(changeRows(null, { name: 'A' })).toEqual([
      { field: 'name', before: '', after: 'A', isChanged: true },
    ]);
    expect(changeRows(null, null)).toEqual([]);
    expect(changeRows('x', 'y')).toEqual([{ field: '', before: 'x', after: 'y', isChanged: true }]);
  });
});

// The listing workflow (product §4 listing tabs): a transition table and the checks built on it.
// Only published listings are public.

export const LISTING_STATUSES = ['published', 'pending_approval', 'unlisted', 'draft', 'archived'] as const;
export type TListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'unlist',
  'publish',
  'archive',
  'restore',
] as const;
export type TListingAction = (typeof LISTING_ACTIONS)[number];

/** Who performs an action: operators run their listings, admins judge what is submitted. */
export const LISTING_ACTION_ACTOR: Record<TListingAction, 'operator' | 'admin'> = {
  submit: 'operator',
  approve: 'admin',
  reject: 'admin',
  unlist: 'operator',
  publish: 'operator',
  archive: 'operator',
  restore: 'operator',
};

export const LISTING_TRANSITIONS: Record<TListingStatus, Partial<Record<TListingAction, TListingStatus>>> = {
  draft: { submit: 'pending_approval', archive: 'archived' },
  pending_approval: { approve: 'published', reject: 'draft', archive: 'archived' },
  published: { unlist: 'unlisted', archive: 'archived' },
  unlisted: { publish: 'published', archive: 'archived' },
  archived: { restore: 'draft' },
};

export const canTransition = (from: TListingStatus, action: TListingAction): boolean =>
  LISTING_TRANSITIONS[from][action] !== undefined;

/** The status after the action, or null when the action is not allowed from `from`. */
export const nextListingStatus = (from: TListingStatus, action: TListingAction): TListingStatus | null =>
  LISTING_TRANSITIONS[from][action] ?? null;

/** Actions the given actor may take from a status (the buttons a screen shows). */
export const availableListingActions = (
  from: TListingStatus,
  actor: 'operator' | 'admin',
): TListingAction[] =>
  LISTING_ACTIONS.filter((a) => canTransition(from, a) && LISTING_ACTION_ACTOR[a] === actor);

export const isPublicStatus = (status: TListingStatus): boolean => status === 'published';
/** Archived listings are read-only until restored. */
export const isEditableStatus = (status: TListingStatus): boolean => status !== 'archived';

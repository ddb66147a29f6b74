import type { TNotifyInput } from '../../notifications/notify';

// The notifications of tenants and ratings, in both languages (the invitation SMS: ../invitation.ts).

export const linkedNotice = (companyName: string): TNotifyInput => ({
  kind: 'account',
  title: { en: 'Added as a tenant', cn: '已被添加为租客' },
  body: {
    en: `${companyName} added you to its tenants.`,
    cn: `${companyName} 已将您添加为其租客。`,
  },
  link: '/dashboard',
});

export const ratedNotice = (companyName: string): TNotifyInput => ({
  kind: 'rating',
  title: { en: 'New rating', cn: '新的评分' },
  body: {
    en: `${companyName} rated you as a tenant. You may dispute a rating you think is unfair.`,
    cn: `${companyName} 对您作为租客进行了评分。如认为评分不公，您可以提出争议。`,
  },
  link: '/ratings',
});

export const disputeResolvedNotice = (removed: boolean): TNotifyInput => ({
  kind: 'rating',
  title: { en: 'Rating dispute reviewed', cn: '评分争议已审核' },
  body: removed
    ? { en: 'Your dispute was accepted: the rating was removed.', cn: '您的争议已被接受：该评分已移除。' }
    : { en: 'Your dispute was reviewed: the rating stays.', cn: '您的争议已审核：该评分保留。' },
  link: '/ratings',
});

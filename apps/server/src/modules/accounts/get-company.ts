import { ZCompanyOutput, ZEmpty } from '@sewa/domain';
import { defineCall } from '../../http/registry';
import { logoUrl, myCompany, toCompany } from './company-view';

export const userGetCompany = defineCall({
  name: 'user-get-company',
  audience: 'user',
  roles: ['operator'],
  privilege: 'profile',
  input: ZEmpty,
  output: ZCompanyOutput,
  handler: async (ctx) => {
    const row = await myCompany(ctx);
    return { company: toCompany(row, await logoUrl(ctx.services, row), ctx.services.now()) };
  },
});

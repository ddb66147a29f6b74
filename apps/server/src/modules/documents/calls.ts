import { publicGetTestPdf } from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { getTestPdf } from './get-test-pdf';

export const documentsCalls = [
  defineCall(publicGetTestPdf, {
    roles: 'any',
    privilege: null,
    // Rendering costs CPU; a page view needs one call.
    rateLimitPerMinute: 20,
    handler: async (ctx) => ({ data: await getTestPdf(useCase(ctx)) }),
  }),
];

import { publicGetTestPdf } from '@sewa/domain/documents/calls';
import { useCall } from '../../../app/api/hooks';

/** The sample receipt. A PDF carries its generation time: always fetched afresh, never from cache. */
export const useTestPdf = () => useCall(publicGetTestPdf, {}, { staleTime: 0, gcTime: 0, retry: false });

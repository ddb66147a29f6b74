import { publicVerifyAgreementPdf } from '@sewa/domain/agreements/calls';
import { useCallMutation } from '../../../app/api/hooks';

/** The public check of a PDF against the stored hashes: it changes nothing shown elsewhere. */
export const useVerifyAgreementPdf = () => useCallMutation(publicVerifyAgreementPdf);

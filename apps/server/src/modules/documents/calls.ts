import { getTestPdf } from './get-test-pdf';

export const documentsCalls = [getTestPdf];

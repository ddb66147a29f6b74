import type { TAnyCall } from '../http/registry';
import { systemCalls } from './system/calls';

/** Every module's calls; the registry refuses duplicates and calls without an audience prefix. */
export const allCalls: TAnyCall[] = [...systemCalls];

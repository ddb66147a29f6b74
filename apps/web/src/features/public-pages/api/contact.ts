import { publicCreateContactMessage } from '@sewa/domain/contact/calls';
import { publicGetSiteSettings } from '@sewa/domain/settings/calls';
import { useCall, useCallMutation } from '../../../app/api/hooks';

/** Sends the contact form; no screen of the visitor lists messages, so nothing is refreshed. */
export const useSendContactMessage = () => useCallMutation(publicCreateContactMessage);

/** The support contacts and office hours the admin set (they change rarely: kept for five minutes). */
export const useSiteSettings = () => useCall(publicGetSiteSettings, {}, { staleTime: 5 * 60_000 });

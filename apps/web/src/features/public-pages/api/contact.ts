import { publicCreateContactMessage } from '@sewa/domain/contact/calls';
import { useCallMutation } from '../../../app/api/hooks';

/** Sends the contact form; no screen of the visitor lists messages, so nothing is refreshed. */
export const useSendContactMessage = () => useCallMutation(publicCreateContactMessage);

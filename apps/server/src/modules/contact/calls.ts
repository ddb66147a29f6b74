import { createContactMessage } from './create-contact-message';
import { listContactMessages } from './list-contact-messages';

export const contactCalls = [createContactMessage, listContactMessages];

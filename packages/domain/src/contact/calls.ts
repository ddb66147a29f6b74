import { z } from 'zod';
import { dataOf, pageOf } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import {
  ZContactMessage,
  ZContactMessageItem,
  ZListContactMessages,
  ZMarkContactMessage,
} from './contact-message';

// The contact module's calls (docs/adding-a-module.md: one contract per call, shared by web and server).

export const publicCreateContactMessage = defineContract({
  name: 'public-create-contact-message',
  input: ZContactMessage,
  output: dataOf(z.object({ id: z.number() })),
});

export const adminListContactMessages = defineContract({
  name: 'admin-list-contact-messages',
  input: ZListContactMessages,
  output: dataOf(pageOf(ZContactMessageItem)),
});

export const adminMarkContactMessage = defineContract({
  name: 'admin-mark-contact-message',
  input: ZMarkContactMessage,
  output: dataOf(ZContactMessageItem),
});

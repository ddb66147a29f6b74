import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueText } from './schema-resolver';

const issueOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0] as z.core.$ZodIssue;
};

describe('issueText: the sentence a form shows is the one the server sends', () => {
  const choice = z.enum(['accepted', 'refused']);

  it('a value outside a choice is "not one of the allowed values", in both languages', () => {
    expect(issueText(issueOf(choice, 'maybe'), 'en')).toBe('This is not one of the allowed values.');
    expect(issueText(issueOf(choice, 'maybe'), 'cn')).toBe('此值不在允许的选项中。');
  });

  it('an empty choice is required, not "not allowed"', () => {
    expect(issueText(issueOf(choice, ''), 'en')).toBe('This field is required.');
  });

  it('a message key of the catalogue is translated', () => {
    const schema = z.string().refine(() => false, { error: 'too-many-entries' });
    expect(issueText(issueOf(schema, 'x'), 'cn')).toBe('条目太多。');
  });
});

import { CONTACT_CATEGORIES } from '@coinwave/api-contract';
import { describe, expect, it } from 'vitest';
import { categoryLabel, EMPTY_CONTACT, isContactComplete } from './contact-form';

describe('contact form', () => {
  const full = {
    name: 'Nalu',
    email: 'nalu@example.com',
    category: 'support' as const,
    subject: 'Hi',
    message: 'Question',
  };
  it('needs every field', () => {
    expect(isContactComplete(EMPTY_CONTACT)).toBe(false);
    expect(isContactComplete(full)).toBe(true);
    expect(isContactComplete({ ...full, subject: '   ' })).toBe(false);
    expect(isContactComplete({ ...full, email: 'not-an-email' })).toBe(false);
  });
  it('labels the spec categories', () => {
    expect(CONTACT_CATEGORIES.map(categoryLabel)).toEqual([
      'General',
      'Support',
      'Account',
      'Feedback',
      'Responsible gaming',
      'Partnership',
      'Media',
      'Legal',
    ]);
  });
});

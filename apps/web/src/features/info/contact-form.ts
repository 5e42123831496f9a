import type { ContactBody } from '@coinwave/api-contract';

export const EMPTY_CONTACT: ContactBody = {
  name: '',
  email: '',
  category: 'general',
  subject: '',
  message: '',
};

/** All fields are required (spec section 5); blanks after trimming do not count. */
export function isContactComplete(form: ContactBody): boolean {
  return (
    [form.name, form.email, form.subject, form.message].every((v) => v.trim() !== '') &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())
  );
}

/** 'responsible-gaming' -> 'Responsible gaming'. */
export function categoryLabel(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

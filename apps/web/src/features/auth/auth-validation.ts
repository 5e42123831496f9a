import { REGISTRATION_RULES, type RegisterBody } from '@coinwave/api-contract';

export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  ageConfirmed: boolean;
}

export interface ValidationProblem {
  title: string;
  description: string;
}

/** The spec's age gate (section 5): checked first, with its exact texts. */
export const AGE_REQUIRED: ValidationProblem = {
  title: 'Age verification required',
  description: 'You must verify that you are 18+ to register.',
};

/**
 * The contract's username rule for an HTML `pattern` attribute. Browsers compile `pattern` with the
 * `v` flag, where a bare '-' inside a class is invalid, so it is escaped here.
 */
export const USERNAME_HTML_PATTERN = '[A-Za-z0-9_\\-]{3,20}';

interface StringRule {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** Whether a value keeps a string schema's rule (the contract's, as the server checks it). */
function keeps(rule: StringRule, value: string): boolean {
  return (
    (rule.minLength === undefined || value.length >= rule.minLength) &&
    (rule.maxLength === undefined || value.length <= rule.maxLength) &&
    (rule.pattern === undefined || new RegExp(rule.pattern).test(value))
  );
}

/** What each field of the contract's registration rules asks for, in the words the form shows. */
const FIELD_PROBLEMS = {
  username: 'Usernames are 3-20 letters, digits, _ or -.',
  email: 'Please enter a valid email address.',
  password: 'Passwords need 8 to 128 characters.',
} as const satisfies Record<keyof RegisterBody, string>;

/**
 * The first problem with a registration, or null. The age checkbox comes first (spec section 5);
 * the fields are checked by the contract's `REGISTRATION_RULES` (DESIGN decision 3), which the
 * server's `RegisterBody` schema is built from, values trimmed as the form sends them.
 */
export function validateRegistration(values: RegistrationValues): ValidationProblem | null {
  if (!values.ageConfirmed) return AGE_REQUIRED;
  const sent: RegisterBody = {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
  };
  for (const field of ['username', 'email', 'password'] as const)
    if (!keeps(REGISTRATION_RULES[field], sent[field]))
      return { title: 'Registration failed', description: FIELD_PROBLEMS[field] };
  return null;
}

/** Login needs a username and a password (spec section 5 + DESIGN decision 3). */
export function canLogin(username: string, password: string): boolean {
  return username.trim().length > 0 && password.length > 0;
}

export const LOGIN_FAILED: ValidationProblem = {
  title: 'Login failed',
  description: 'Please check your username and try again.',
};

/** Registration failure: the server's error text, else the spec's fallback. */
export function registrationFailed(serverError: string | undefined): ValidationProblem {
  return {
    title: 'Registration failed',
    description: serverError || 'Please try again with different details.',
  };
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem with a password change, or null (the new password follows registration's rule). */
export function validatePasswordChange(values: PasswordChangeValues): ValidationProblem | null {
  const title = 'Password not changed';
  if (values.currentPassword.length === 0)
    return { title, description: 'Enter your current password.' };
  if (values.newPassword.length < 8)
    return { title, description: 'The new password needs at least 8 characters.' };
  if (values.newPassword.length > 128)
    return { title, description: 'The new password can have at most 128 characters.' };
  if (values.newPassword !== values.confirmPassword)
    return { title, description: 'The new password and its confirmation do not match.' };
  if (values.newPassword === values.currentPassword)
    return { title, description: 'Choose a new password that differs from the current one.' };
  return null;
}

import { USERNAME_PATTERN } from '@coinwave/api-contract';

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

const USERNAME_RE = new RegExp(USERNAME_PATTERN);

/**
 * The contract's username rule for an HTML `pattern` attribute. Browsers compile `pattern` with the
 * `v` flag, where a bare '-' inside a class is invalid, so it is escaped here.
 */
export const USERNAME_HTML_PATTERN = '[A-Za-z0-9_\\-]{3,20}';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first problem with a registration, or null. The age checkbox comes first (spec section 5);
 * the field rules are DESIGN decision 3's, also enforced by the server.
 */
export function validateRegistration(values: RegistrationValues): ValidationProblem | null {
  if (!values.ageConfirmed) return AGE_REQUIRED;
  if (!USERNAME_RE.test(values.username.trim()))
    return {
      title: 'Registration failed',
      description: 'Usernames are 3-20 letters, digits, _ or -.',
    };
  if (!EMAIL_RE.test(values.email.trim()))
    return { title: 'Registration failed', description: 'Please enter a valid email address.' };
  if (values.password.length < 8)
    return { title: 'Registration failed', description: 'Passwords need at least 8 characters.' };
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

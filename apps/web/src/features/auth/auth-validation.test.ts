import { describe, expect, it } from 'vitest';
import {
  AGE_REQUIRED,
  canLogin,
  registrationFailed,
  validateRegistration,
} from './auth-validation';

const good = { username: 'surfer_01', email: 'a@b.co', password: 'longenough', ageConfirmed: true };

describe('validateRegistration', () => {
  it('accepts a complete registration', () => expect(validateRegistration(good)).toBeNull());
  it('asks for age verification first, with the spec texts', () => {
    expect(validateRegistration({ ...good, username: '', ageConfirmed: false })).toEqual(
      AGE_REQUIRED,
    );
    expect(AGE_REQUIRED).toEqual({
      title: 'Age verification required',
      description: 'You must verify that you are 18+ to register.',
    });
  });
  it.each(['ab', 'a'.repeat(21), 'bad name', 'émile'])('refuses the username %j', (username) => {
    expect(validateRegistration({ ...good, username })?.description).toMatch(/Usernames/);
  });
  it.each(['nope', 'a@b', 'a b@c.de', 'a..b@c.de', `${'a'.repeat(250)}@b.co`])(
    'refuses the email %j',
    (email) => {
      expect(validateRegistration({ ...good, email })?.description).toMatch(/email/);
    },
  );
  it('accepts the addresses the server accepts, trimmed as the form sends them', () => {
    for (const email of [' A.B+tag@Ex-ample.COM ', "o'neil@mail.example.org"])
      expect(validateRegistration({ ...good, email })).toBeNull();
  });
  it('refuses a password under 8 or over 128 characters', () => {
    for (const password of ['short', 'x'.repeat(129)])
      expect(validateRegistration({ ...good, password })?.description).toMatch(/8 to 128/);
    expect(validateRegistration({ ...good, password: 'x'.repeat(128) })).toBeNull();
  });
});

describe('login and failures', () => {
  it('needs both fields to log in', () => {
    expect(canLogin(' ', 'x')).toBe(false);
    expect(canLogin('kai', '')).toBe(false);
    expect(canLogin('kai', 'x')).toBe(true);
  });
  it("uses the server's error text, else the spec's fallback", () => {
    expect(registrationFailed('Username taken').description).toBe('Username taken');
    expect(registrationFailed(undefined).description).toBe(
      'Please try again with different details.',
    );
  });
});

describe('USERNAME_HTML_PATTERN', () => {
  it('compiles as browsers compile pattern attributes (v flag) and agrees with the contract rule', async () => {
    const { USERNAME_PATTERN } = await import('@coinwave/api-contract');
    const { USERNAME_HTML_PATTERN } = await import('./auth-validation');
    const html = new RegExp(`^(?:${USERNAME_HTML_PATTERN})$`, 'v');
    const contract = new RegExp(USERNAME_PATTERN);
    for (const name of [
      'ab',
      'abc',
      'surf-er_01',
      'a'.repeat(20),
      'a'.repeat(21),
      'bad name',
      'x.y',
      '-_-',
    ])
      expect(html.test(name)).toBe(contract.test(name));
  });
});

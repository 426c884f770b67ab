import { formMessages } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { commonPasswords, hashPassword, passwordProblem, verifyPassword, weakPasswordError } from './passwords';

describe('password rules', () => {
  it('asks for at least 12 characters', () => {
    expect(passwordProblem('Xk4!pz9Lq2')?.code).toBe('too_short');
    expect(passwordProblem('Xk4!pz9Lq2aB')).toBeUndefined();
  });

  it('refuses common passwords, also with digits or symbols around them or repeated', () => {
    expect(commonPasswords().has('password')).toBe(true);
    expect(commonPasswords().size).toBe(10_000);
    for (const p of [
      'qazwsxedcrfv',
      'LeaveMeAlone',
      'password123456',
      '!!password2024!!',
      '1qaz2wsx3edc',
      'monkeymonkeymonkey',
    ]) {
      expect(passwordProblem(p)?.code, p).toBe('too_common');
    }
    expect(passwordProblem('aaaaaaaaaaaaaaaa')?.code).toBe('too_common');
    expect(passwordProblem('abababababababab')?.code).toBe('too_common');
  });

  it('refuses the email address or its name part as the password', () => {
    expect(passwordProblem('jo.citizen@example.com', { email: 'jo.citizen@example.com' })?.code).toBe('too_common');
    expect(passwordProblem('jocitizenwins2024', { email: 'jocitizenwins@example.com' })?.code).toBe('too_common');
    expect(passwordProblem('purple-kangaroo-lamp', { email: 'jo@example.com' })).toBeUndefined();
  });
});

describe('password strength (zxcvbn-ts, NIST SP 800-63B)', () => {
  it('refuses passwords that are long enough but easy to guess', () => {
    for (const p of ['123456789012', 'abcdefghijkl', 'lotterylottery1', 'qwertyuiopasdf', '111122223333']) {
      expect(passwordProblem(p)?.code, p).toMatch(/^too_(common|guessable)$/);
    }
    expect(passwordProblem('lotterylottery1')?.message).toBe(formMessages.passwordTooGuessable);
  });

  it("counts the customer's own email and names as guessable", () => {
    const customer = {
      email: 'brynhildur.thorvaldsdottir@example.com',
      firstname: 'Brynhildur',
      lastname: 'Thorvaldsdottir',
    };
    for (const p of ['thorvaldsdottirbrynhildur', 'brynhildur2026!']) {
      expect(passwordProblem(p, customer)?.code, p).toBe('too_guessable');
      // The same password is strong for someone else.
      expect(passwordProblem(p, { email: 'someone@example.com' }), p).toBeUndefined();
    }
  });

  it('takes the passwords the tests, the demo and the browser tests use', () => {
    for (const p of [
      'purple-kangaroo-lamp-42',
      'violet-wombat-harbour-7',
      'demo-lottery-player-2026',
      'Correct-Horse-9-Battery',
      'Another-Long-Password-42',
      'Reset-Password-Works-7',
      'Xk4!pz9Lq2aB',
    ]) {
      expect(
        passwordProblem(p, { email: 'jo.citizen@example.com', firstname: 'Jo', lastname: 'Citizen' }),
        p,
      ).toBeUndefined();
    }
  });
});

describe('argon2id hashing', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const stored = await hashPassword('purple-kangaroo-lamp');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'purple-kangaroo-lamp')).toBe(true);
    expect(await verifyPassword(stored, 'purple-kangaroo-lam')).toBe(false);
  });

  it('answers false for an unknown account after verifying against a dummy hash', async () => {
    expect(await verifyPassword(undefined, 'purple-kangaroo-lamp')).toBe(false);
    expect(await verifyPassword('not a hash', 'purple-kangaroo-lamp')).toBe(false);
  });
});

describe('weakPasswordError', () => {
  it('answers password_too_weak naming the field and the rule broken, and nothing for a good password', () => {
    const err = weakPasswordError('password123456', {}, 'new_password');
    expect(err?.code).toBe('password_too_weak');
    expect(err?.options.errors).toEqual([
      { target: 'new_password', code: 'too_common', message: formMessages.passwordTooCommon },
    ]);
    expect(weakPasswordError('Xk4!pz9Lq2aB', {})).toBeUndefined();
  });
});

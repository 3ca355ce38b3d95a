import { describe, expect, it } from 'vitest';
import { loginRequestSchema, signupRequestSchema, verificationCodeSchema } from './auth';
import { completeOnboardingRequestSchema, ONBOARDING_QUESTIONS } from './onboarding';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('login (docs/product.md#validation)', () => {
  it('needs a valid email and a password', () => {
    expect(issues(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
    expect(issues(loginRequestSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      ['email', 'Enter a valid email address'],
    ]);
  });

  it('normalises the email', () => {
    expect(loginRequestSchema.parse({ email: ' Jane@Example.COM ', password: 'x' }).email).toBe(
      'jane@example.com',
    );
  });
});

describe('signup (docs/product.md#validation)', () => {
  it('needs the passwords to match', () => {
    const result = signupRequestSchema.safeParse({
      email: 'a@b.co',
      password: 'Abcdefg1',
      confirm_password: 'Abcdefg2',
    });
    expect(issues(result)).toEqual([['confirm_password', 'Passwords do not match']]);
  });

  it('needs the confirmation', () => {
    const result = signupRequestSchema.safeParse({
      email: 'a@b.co',
      password: 'Abcdefg1',
      confirm_password: '',
    });
    expect(issues(result)).toContainEqual(['confirm_password', 'Please confirm your password']);
  });
});

describe('verification code', () => {
  it.each(['12345', '1234567', 'abcdef', ''])('rejects %j with the 6-digit message', (code) => {
    expect(issues(verificationCodeSchema.safeParse(code))).toEqual([['', 'Please enter the 6-digit code']]);
  });

  it('accepts exactly six digits', () => {
    expect(verificationCodeSchema.parse(' 012345 ')).toBe('012345');
  });
});

describe('onboarding responses (docs/product.md#onboarding)', () => {
  it('has four questions with the options word for word', () => {
    expect(ONBOARDING_QUESTIONS.map((q) => q.id)).toEqual([
      'experience',
      'job_search_status',
      'background_field',
      'resume_goal',
    ]);
    expect(ONBOARDING_QUESTIONS[0].options).toEqual([
      'no experience',
      '1-2 years',
      '3-5 years',
      '6-10 years',
      '10+ years',
    ]);
  });

  it('needs every answer, each one of the options', () => {
    const result = completeOnboardingRequestSchema.safeParse({
      responses: { experience: '1-2 years', job_search_status: 'Maybe', background_field: 'Student' },
    });
    expect(issues(result).map(([path]) => path)).toEqual([
      'responses.job_search_status',
      'responses.resume_goal',
    ]);
  });
});

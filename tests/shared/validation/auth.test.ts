import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  changePasswordBodySchema,
  changePasswordFormSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpBody,
  signUpBodySchema,
  signUpFormSchema,
} from '@shared/validation/auth';
import { errorsOf, parsed } from './support';

const signUp = {
  displayName: 'Denver Food Bank',
  phone: '(303) 555-0100',
  email: ' Help@DenverFood.ORG ',
  password: 'secret1',
};

describe('sign-up', () => {
  it('accepts a complete form with the terms accepted, email trimmed and lower-cased', () => {
    const form = parsed(signUpFormSchema, { ...signUp, acceptTerms: true });
    expect(form.email).toBe('help@denverfood.org');
    expect(signUpBody(form)).toEqual({ ...signUp, email: 'help@denverfood.org' });
  });

  it.each([
    [{ displayName: '' }, 'displayName', 'Please input your Community Service Name.'],
    [{ displayName: '   ' }, 'displayName', 'Please input your Community Service Name.'],
    [{ email: '' }, 'email', 'Please input your email.'],
    [{ email: 'mark@gmail' }, 'email', 'Please input valid Email.'],
    [{ password: '' }, 'password', 'Please input your password'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters long.'],
    [{ phone: '(303) 555-0100 x12' }, 'phone', 'Phone number must be at most 14 characters.'],
    [{ acceptTerms: false }, 'acceptTerms', 'Please accept Terms & Privacy to continue.'],
    [{ acceptTerms: undefined }, 'acceptTerms', 'Please accept Terms & Privacy to continue.'],
  ])('rejects %j with the message of %s', (change, field, message) => {
    expect(errorsOf(signUpFormSchema, { ...signUp, acceptTerms: true, ...change })).toEqual({
      [field]: message,
    });
  });

  it('leaves the phone optional', () => {
    expect(errorsOf(signUpFormSchema, { ...signUp, phone: '', acceptTerms: true })).toEqual({});
    expect(errorsOf(signUpBodySchema, { ...signUp, phone: undefined })).toEqual({});
  });

  it('does not ask the API body for the terms box', () => {
    expect(errorsOf(signUpBodySchema, signUp)).toEqual({});
    expect(parsed(signUpBodySchema, { ...signUp, acceptTerms: false })).not.toHaveProperty(
      'acceptTerms',
    );
  });

  it('never trims a password', () => {
    expect(parsed(signUpBodySchema, { ...signUp, password: ' pass word ' }).password).toBe(
      ' pass word ',
    );
  });
});

describe('login', () => {
  it('accepts an email and a password of 6 characters', () => {
    expect(parsed(loginSchema, { email: 'MARK@gmail.com', password: '123456' })).toEqual({
      email: 'mark@gmail.com',
      password: '123456',
    });
  });

  it.each([
    [{ email: 'mark@gmail.com' }, { password: 'Please input your password' }],
    [{ email: 'mark', password: '123456' }, { email: 'Please input valid Email.' }],
    [{ password: '123456' }, { email: 'Please input your email.' }],
    [
      { email: 'mark@gmail.com', password: '12345' },
      { password: 'Password must be at least 6 characters long.' },
    ],
  ])('rejects %j', (body, errors) => {
    expect(errorsOf(loginSchema, body)).toEqual(errors);
  });
});

describe('forgot password', () => {
  it('defaults the request type to WEB and accepts MOBILE', () => {
    expect(parsed(forgotPasswordSchema, { email: 'a@b.org' })).toEqual({
      email: 'a@b.org',
      type: 'WEB',
    });
    expect(parsed(forgotPasswordSchema, { email: 'a@b.org', type: 'MOBILE' }).type).toBe('MOBILE');
  });

  it.each([
    [{ email: '' }, { email: 'Please input your email.' }],
    [{ email: 'a@b' }, { email: 'Please input valid Email.' }],
    [{ email: 'a@b.org', type: 'FAX' }, { type: 'Something went wrong. Please try again.' }],
  ])('rejects %j', (body, errors) => {
    expect(errorsOf(forgotPasswordSchema, body)).toEqual(errors);
  });
});

describe('reset password', () => {
  const reset = { email: 'A@B.org', token: ' abc ', password: 'newpass' };

  it('accepts the link fields and a new password', () => {
    expect(parsed(resetPasswordSchema, reset)).toEqual({
      email: 'a@b.org',
      token: 'abc',
      password: 'newpass',
    });
  });

  it.each([
    [{ password: '' }, { password: 'Please input your new password' }],
    [{ password: '12345' }, { password: 'Password must be at least 6 characters long.' }],
    [{ token: '' }, { token: 'This reset link is not valid. Please request a new one.' }],
    [{ email: '' }, { email: 'This reset link is not valid. Please request a new one.' }],
    [{ email: 'nope' }, { email: 'Please input valid Email.' }],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(resetPasswordSchema, { ...reset, ...change })).toEqual(errors);
  });
});

describe('change password', () => {
  const form = { currentPassword: 'oldpass', newPassword: 'newpass', confirmPassword: 'newpass' };

  it('accepts a confirmed new password and sends {oldPassword, newPassword}', () => {
    const valid = parsed(changePasswordFormSchema, form);
    expect(changePasswordBody(valid)).toEqual({ oldPassword: 'oldpass', newPassword: 'newpass' });
    expect(errorsOf(changePasswordBodySchema, changePasswordBody(valid))).toEqual({});
  });

  it.each([
    [{ currentPassword: '' }, { currentPassword: 'Please input your current password' }],
    [
      { currentPassword: '12345' },
      { currentPassword: 'Password must be at least 6 characters long.' },
    ],
    [
      { newPassword: '', confirmPassword: '' },
      {
        newPassword: 'Please input your new password',
        confirmPassword: 'Please input your confirm password',
      },
    ],
    [
      { newPassword: '12345', confirmPassword: '12345' },
      {
        newPassword: 'Password must be at least 6 characters long.',
        confirmPassword: 'Password must be at least 6 characters long.',
      },
    ],
    [
      { confirmPassword: 'newpasS' },
      { confirmPassword: 'New Password did not Match. Please check and try again.' },
    ],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(changePasswordFormSchema, { ...form, ...change })).toEqual(errors);
  });

  it('reports the mismatch together with a missing current password', () => {
    expect(
      errorsOf(changePasswordFormSchema, {
        ...form,
        currentPassword: '',
        confirmPassword: 'x1x1x1',
      }),
    ).toEqual({
      currentPassword: 'Please input your current password',
      confirmPassword: 'New Password did not Match. Please check and try again.',
    });
  });

  it.each([
    [{ newPassword: 'newpass' }, { oldPassword: 'Please input your current password' }],
    [
      { oldPassword: 'oldpass', newPassword: '123' },
      { newPassword: 'Password must be at least 6 characters long.' },
    ],
  ])('rejects the API body %j', (body, errors) => {
    expect(errorsOf(changePasswordBodySchema, body)).toEqual(errors);
  });
});

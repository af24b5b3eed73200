import { describe, expect, it } from 'vitest';
import { otpBody, pairCodeParams, pairRequestBody, signinBody } from '../../../src-shared/schemas/auth.js';
import { userCreateBody, userProfileBody, userThirdBody, userUpdateBody } from '../../../src-shared/schemas/user.js';
import { ID, REMOVE, accept, reject, text, withValue } from './helpers.js';

describe('sign-in', () => {
  it('takes a username of 1 to 30 characters and requires a password', () => {
    accept(signinBody, { username: text(30), password: 'x' });
    reject(signinBody, { username: text(31), password: 'x' }, 'username', 'username must be at most 30 characters');
    reject(signinBody, { username: '', password: 'x' }, 'username', 'username must be at least 1 character');
    reject(signinBody, { username: 'ana' }, 'password', 'password is required');
    reject(signinBody, { password: 'x' }, 'username', 'username is required');
  });

  it('keeps the password exactly as typed', () => {
    expect(accept(signinBody, { username: ' ana ', password: ' secret ' })).toEqual({ username: 'ana', password: ' secret ' });
  });
});

describe('OTP', () => {
  it('requires the phone, and takes an optional 6-digit code', () => {
    accept(otpBody, { phone: '+54 11 12345678' });
    accept(otpBody, { phone: '+54 11 12345678', code: '012345' });
    reject(otpBody, {}, 'phone', 'phone is required');
    reject(otpBody, { phone: '+54 11 12345678', code: '12345' }, 'code', 'code must be 6 digits');
    reject(otpBody, { phone: '+54 11 12345678', code: '1234567' }, 'code', 'code must be 6 digits');
    reject(otpBody, { phone: '1234' }, 'phone', 'phone must look like +54 11 12345678');
  });
});

describe('pairing', () => {
  it('asks for a code for a user id and redeems a code', () => {
    expect(accept(pairRequestBody, { user: ID.toUpperCase() })).toEqual({ user: ID });
    reject(pairRequestBody, {}, 'user', 'user is required');
    expect(accept(pairCodeParams, { code: 'k7m2p9qx' })).toEqual({ code: 'K7M2P9QX' });
  });
});

describe('user create and update', () => {
  const user = { name: 'Ana', username: 'ana', role: 'AV' };

  it.each(['name', 'username', 'role'])('requires %s', (field) => {
    reject(userCreateBody, withValue(user, field, REMOVE), field, `${field} is required`);
  });

  it('takes a name of 1 to 100 and a username of 1 to 30 characters', () => {
    accept(userCreateBody, { ...user, name: text(100), username: text(30) });
    reject(userCreateBody, { ...user, name: text(101) }, 'name', 'name must be at most 100 characters');
    reject(userCreateBody, { ...user, username: text(31) }, 'username', 'username must be at most 30 characters');
    reject(userUpdateBody, { name: '' }, 'name', 'name must be at least 1 character');
  });

  it.each(['ADMIN', 'AV', 'COMPRAS', 'OPERACION'])('accepts role %s', (role) => {
    accept(userCreateBody, { ...user, role });
  });

  it.each(['CUSTOMER', 'admin'])('rejects role %s', (role) => {
    reject(userCreateBody, { ...user, role }, 'role', 'role must be one of ADMIN, AV, COMPRAS, OPERACION, PROVEEDOR');
  });

  it('takes a provider user (PROVEEDOR) only with the provider it reads for', () => {
    accept(userCreateBody, { ...user, role: 'PROVEEDOR', provider: '0123456789abcdef01234567' });
    reject(userCreateBody, { ...user, role: 'PROVEEDOR' }, 'provider', 'provider is required');
    reject(userUpdateBody, { role: 'PROVEEDOR', provider: null }, 'provider', 'provider is required');
  });

  it('validates the email without a top-level domain and refuses a password', () => {
    accept(userCreateBody, { ...user, email: 'ana@local' });
    reject(userCreateBody, { ...user, email: 'ana' }, 'email', 'email must be a valid email address');
    reject(userCreateBody, { ...user, password: 'x' }, 'password', 'unknown field: password');
  });
});

describe('profile', () => {
  it('takes a password of 1 to 30 characters', () => {
    accept(userProfileBody, { password: text(30) });
    reject(userProfileBody, { password: text(31) }, 'password', 'password must be at most 30 characters');
    reject(userProfileBody, { password: '' }, 'password', 'password must be at least 1 character');
  });

  it('cannot change the role', () => {
    reject(userProfileBody, { role: 'ADMIN' }, 'role', 'unknown field: role');
  });
});

describe('user as third party', () => {
  it('takes an optional tag of 1 to 30 characters', () => {
    accept(userThirdBody, {});
    accept(userThirdBody, { tag: text(30) });
    reject(userThirdBody, { tag: text(31) }, 'tag', 'tag must be at most 30 characters');
  });
});

/** The username rules of src-shared/usernames.ts: normal form, look-alike skeleton, hidden characters. */
import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, normalizeUsername, usernameSkeleton } from '../../src-shared/usernames.js';

describe('usernames', () => {
  it('normalises width, compatibility forms and case', () => {
    expect(normalizeUsername('Ａｄｍｉｎ')).toBe('admin');
    expect(normalizeUsername('ﬁnanzas')).toBe('finanzas');
    expect(normalizeUsername('ÁNGEL')).toBe('ángel');
    expect(normalizeUsername('A\u0301ngel')).toBe('ángel');
  });

  it('gives look-alikes one skeleton and keeps different names apart', () => {
    const admin = usernameSkeleton('admin');
    for (const lookAlike of ['аdmin', 'admіn', 'adm1n', 'ADMIN', 'admín', 'αdmin', 'aclmin']) expect(usernameSkeleton(lookAlike), lookAlike).toBe(admin);
    expect(usernameSkeleton('rnaria')).toBe(usernameSkeleton('maria'));
    expect(usernameSkeleton('c0c0')).toBe(usernameSkeleton('coco'));
    expect(usernameSkeleton('vvalter')).toBe(usernameSkeleton('walter'));
    for (const [a, b] of [
      ['ana', 'ane'],
      ['juan', 'joan'],
      ['user2', 'user3'],
      ['pablo', 'paula'],
    ] as const)
      expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });

  it('finds control and invisible format characters', () => {
    for (const bad of ['a\u0000', 'a\nb', 'a\u200bb', 'a\u202eb', '\u2066x']) expect(hasHiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['ana', 'josé maría', 'o’brien']) expect(hasHiddenCharacters(good)).toBe(false);
  });
});

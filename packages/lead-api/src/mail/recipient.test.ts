import { describe, expect, test } from 'vitest';
import { recipientKey } from './recipient.ts';

describe('recipientKey: one key per mailbox', () => {
  test('case, surrounding space and a +tag do not make another mailbox', () => {
    for (const spelling of ['csv@lab.example', 'CSV+news@Lab.example', ' csv@LAB.EXAMPLE ', 'csv+a+b@lab.example']) {
      expect(recipientKey(spelling)).toBe('csv@lab.example');
    }
  });

  test('Gmail ignores dots in the name and knows googlemail.com as gmail.com', () => {
    for (const spelling of [
      'ada.lovelace@gmail.com',
      'adalovelace@gmail.com',
      'A.da.Love.lace+forms@GoogleMail.com',
      'a.d.a.l.o.v.e.l.a.c.e@googlemail.com',
    ]) {
      expect(recipientKey(spelling)).toBe('adalovelace@gmail.com');
    }
  });

  test('other providers keep their dots, and a lookalike of Gmail is not Gmail', () => {
    expect(recipientKey('a.b@example.org')).toBe('a.b@example.org');
    expect(recipientKey('a.b@example.org')).not.toBe(recipientKey('ab@example.org'));
    expect(recipientKey('a.b@gmail.com.example')).toBe('a.b@gmail.com.example');
    expect(recipientKey('a.b@mail.gmail.com')).toBe('a.b@mail.gmail.com');
  });

  test('an address that is all tag or all dots keeps its name rather than becoming "@domain"', () => {
    expect(recipientKey('+news@lab.example')).toBe('+news@lab.example');
    expect(recipientKey('...@gmail.com')).toBe('...@gmail.com');
    expect(recipientKey('no-at-sign')).toBe('no-at-sign');
  });
});

import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './loginRedirect';

describe('coming back after sign-in', () => {
  it('remembers the page and its query in /login?redirect=', () => {
    const to = loginPathFor('/invite', '?token=abc_DEF-123');
    expect(to).toBe('/login?redirect=%2Finvite%3Ftoken%3Dabc_DEF-123');
    expect(new URLSearchParams(to.split('?')[1]).get('redirect')).toBe('/invite?token=abc_DEF-123');
    expect(loginPathFor('/paperlist')).toBe('/login?redirect=%2Fpaperlist');
  });

  it('accepts only paths on this site', () => {
    expect(safeRedirect('/invite?token=x')).toBe('/invite?token=x');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil', '/login?redirect=/x']) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
});

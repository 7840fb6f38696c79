import type { InviteItem } from '@zhijuan/contracts';
import { describe, expect, it } from 'vitest';
import { inviteStatus, inviteUrl } from './inviteStatus';

const NOW = Date.parse('2026-11-22T00:00:00Z');
const invite = (over: Partial<InviteItem> = {}): InviteItem => ({
  id: 'i1',
  role: 'teacher',
  expiresAt: '2026-11-29T00:00:00Z',
  maxUses: 50,
  usedCount: 0,
  revoked: false,
  createdBy: '张校长',
  createdAt: '2026-11-22T00:00:00Z',
  ...over,
});

describe('invite status', () => {
  it('is active until revoked, expired or used up, checked in that order', () => {
    expect(inviteStatus(invite(), NOW)).toBe('active');
    expect(inviteStatus(invite({ usedCount: 50 }), NOW)).toBe('used-up');
    expect(inviteStatus(invite({ expiresAt: '2026-11-21T00:00:00Z', usedCount: 50 }), NOW)).toBe('expired');
    expect(inviteStatus(invite({ revoked: true, expiresAt: '2026-11-21T00:00:00Z' }), NOW)).toBe('revoked');
  });

  it('puts the site origin in front of the invite path', () => {
    expect(inviteUrl('/invite?token=abc', 'https://zj.example.cn')).toBe(
      'https://zj.example.cn/invite?token=abc',
    );
  });
});

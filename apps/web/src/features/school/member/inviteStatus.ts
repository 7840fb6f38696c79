import type { InviteItem } from '@zhijuan/contracts';

export type InviteStatus = 'active' | 'revoked' | 'expired' | 'used-up';

export const INVITE_STATUS: Record<InviteStatus, { label: string; color: string }> = {
  active: { label: '可使用', color: 'green' },
  revoked: { label: '已作废', color: 'default' },
  expired: { label: '已过期', color: 'orange' },
  'used-up': { label: '次数已满', color: 'default' },
};

/** Whether an invite link still works, in the order the server checks (revoked, expired, used up). */
export function inviteStatus(invite: InviteItem, now = Date.now()): InviteStatus {
  if (invite.revoked) return 'revoked';
  if (new Date(invite.expiresAt).getTime() < now) return 'expired';
  if (invite.usedCount >= invite.maxUses) return 'used-up';
  return 'active';
}

/** The link to hand out: this site's address plus the invite page path the server returns. */
export function inviteUrl(path: string, origin = window.location.origin): string {
  return `${origin}${path}`;
}

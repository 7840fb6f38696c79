import { useQuery } from '@tanstack/react-query';
import { INVITE_ROLES } from '@zhijuan/contracts';
import { Alert } from '../../../lib/light/controls';
import { invitePreviewQuery } from '../queries';

/** The token of an invite page address (`/invite?token=…`), or null for any other address. */
export function inviteTokenOf(path: string | null): string | null {
  if (!path || !/^\/invite(?:\?|$)/i.test(path)) return null;
  return new URLSearchParams(path.split('?')[1] ?? '').get('token');
}

/**
 * On /login: which school the visitor was invited to, so signing in or registering has a purpose.
 * Plain controls (lib/light): the sign-in page loads no antd.
 */
export function InviteBanner({ token }: { token: string }) {
  const preview = useQuery(invitePreviewQuery(token));
  if (!preview.data) return null;
  const { orgName, inviter, role, problem } = preview.data;
  return problem ? (
    <Alert
      type="warning"
      className="zj-invite-banner"
      title={`${orgName}的邀请链接不可用`}
      description={problem}
    />
  ) : (
    <Alert
      type="info"
      className="zj-invite-banner"
      title={`${inviter} 邀请你以${INVITE_ROLES[role]}身份加入 ${orgName}`}
      description="登录后即可加入；还没有账号的老师请先注册，注册后登录会回到邀请页。"
    />
  );
}

import { BankOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITE_ROLES } from '@zhijuan/contracts';
import { Avatar, Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { serverReason } from '../../../api/errors';
import { fetchUserInfo, systemKeys } from '../../../api/system';
import { toastSuccess } from '../../../api/toast';
import { SIGNED_IN_HOME } from '../../../app/guard';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { softRefresh, useUserInfo } from '../../../session';
import { saveUser, toSessionUser } from '../../../stores/session';
import { acceptInvite } from '../api';
import { invitePreviewQuery } from '../queries';
import '../school.css';

const TOKEN_MIN_LENGTH = 20;

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="zj-invite-page">{children}</div>;
}

/**
 * /invite?token=… — shows which school invites the user and lets them join it. Signed-out visitors
 * are sent to /login by the guard and come back here after signing in or registering.
 */
export default function InvitePage() {
  useDocumentTitle('加入学校');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const tokenOk = token.length >= TOKEN_MIN_LENGTH;
  const preview = useQuery({ ...invitePreviewQuery(token), enabled: tokenOk });
  const { data: info } = useUserInfo();
  const goHome = () => navigate(SIGNED_IN_HOME, { replace: true });

  const join = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async ({ message }) => {
      const fresh = await fetchUserInfo();
      client.setQueryData(systemKeys.userinfo, fresh);
      saveUser(toSessionUser(fresh));
      // Everything else the user sees may change with the school; userinfo was just read.
      await softRefresh(
        client,
        (key) => key[0] === 'invite' || key.join('/') === systemKeys.userinfo.join('/'),
      );
      toastSuccess(message || `已加入${fresh.orgName ?? '学校'}`);
      goHome();
    },
  });

  if (!tokenOk) {
    return (
      <Centered>
        <Result
          status="error"
          title="邀请链接不完整"
          subTitle="请确认复制了完整的链接，或请学校管理员重新发送。"
          extra={<Button onClick={goHome}>返回作业列表</Button>}
        />
      </Centered>
    );
  }
  if (preview.isLoading || !info) {
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  }
  if (preview.isError || !preview.data) {
    return (
      <Centered>
        <Result
          status="error"
          title={serverReason(preview.error) ?? '邀请链接无效'}
          subTitle="链接可能复制不完整，或已被学校管理员删除。请向管理员索取新的邀请链接。"
          extra={<Button onClick={goHome}>返回作业列表</Button>}
        />
      </Centered>
    );
  }

  const { orgName, inviter, role, expiresAt, problem } = preview.data;
  if (problem) {
    return (
      <Centered>
        <Result
          status="warning"
          title={problem}
          subTitle={`这是${orgName}的邀请链接，请向学校管理员索取新的链接。`}
          extra={<Button onClick={goHome}>返回作业列表</Button>}
        />
      </Centered>
    );
  }
  if (info.orgDefaultId) {
    const same = info.orgName === orgName;
    return (
      <Centered>
        <Result
          status={same ? 'success' : 'warning'}
          title={same ? `你已是${orgName}的成员` : `你已属于${info.orgName ?? '其他学校'}`}
          subTitle={
            same
              ? '无需再次加入。'
              : `一个账号只能属于一所学校。如需加入${orgName}，请先请原学校的管理员将你移出。`
          }
          extra={
            <Button type="primary" onClick={goHome}>
              进入智卷
            </Button>
          }
        />
      </Centered>
    );
  }

  return (
    <Centered>
      <Card variant="borderless" className="zj-invite-card">
        <Avatar size={64} icon={<BankOutlined />} className="zj-invite-avatar" />
        <Typography.Paragraph type="secondary" className="zj-invite-lead">
          {inviter} 邀请你加入
        </Typography.Paragraph>
        <Typography.Title level={3} className="zj-invite-school">
          {orgName}
        </Typography.Title>
        <Descriptions column={1} size="small" bordered className="zj-invite-facts">
          <Descriptions.Item label="加入身份">{INVITE_ROLES[role]}</Descriptions.Item>
          <Descriptions.Item label="邀请人">{inviter}</Descriptions.Item>
          <Descriptions.Item label="有效期至">
            {dayjs(expiresAt).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label="当前账号">
            {info.nickname}（{info.username}）
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" size="large" block loading={join.isPending} onClick={() => join.mutate()}>
          加入学校
        </Button>
      </Card>
    </Centered>
  );
}

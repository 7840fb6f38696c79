import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { NoSchool } from '../NoSchool';
import { SchoolPageHead } from '../SchoolPageHead';
import { TeachersPanel } from '../teacher/TeachersPanel';
import { useCanManage } from '../useCanManage';
import { InvitesPanel } from './InvitesPanel';
import '../school.css';

/** /team/member — the administrators' view of the school's people: members and invite links. */
export default function TeamMemberPage() {
  useDocumentTitle('成员与邀请');
  const navigate = useNavigate();
  const { data: info, isLoading } = useUserInfo();
  const canManage = useCanManage();

  if (isLoading || !info) return <Skeleton active className="zj-page" />;
  if (!info.orgDefaultId) return <NoSchool />;
  if (!canManage) {
    return (
      <Result
        status="403"
        title="只有学校管理员可以管理成员和邀请"
        subTitle="你可以查看自己所在的教研组和本校老师。"
        extra={
          <Button type="primary" onClick={() => navigate('/team/group')}>
            查看我的教研组
          </Button>
        }
      />
    );
  }
  return (
    <div className="zj-page">
      <SchoolPageHead title="成员与邀请" view="member" roles={info} />
      <Card variant="borderless">
        <Tabs
          items={[
            { key: 'invites', label: '邀请链接', children: <InvitesPanel /> },
            { key: 'members', label: '学校成员', children: <TeachersPanel canManage /> },
          ]}
        />
      </Card>
    </div>
  );
}

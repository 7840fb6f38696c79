import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUserInfo } from '../../../session';
import { NoSchool } from '../NoSchool';
import { myTeamsQuery } from '../queries';
import { TeamCards } from '../TeamCards';
import { TeachersPanel } from '../teacher/TeachersPanel';
import '../school.css';

/** /team/group — the member view (no navigation, spec §2): my 教研组 and the school's teachers. */
export default function TeamGroupPage() {
  useDocumentTitle('我的教研组');
  const navigate = useNavigate();
  const { data: info, isLoading } = useUserInfo();
  const teams = useQuery({ ...myTeamsQuery(), enabled: Boolean(info?.orgDefaultId) });

  if (isLoading || !info) return <Skeleton active className="zj-page" />;
  if (!info.orgDefaultId) return <NoSchool />;
  return (
    <div className="zj-page zj-group-page">
      <div className="zj-page-head">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/paperList'))}
        >
          返回
        </Button>
        <Typography.Title level={3} className="zj-page-title">
          我的教研组
        </Typography.Title>
        <Typography.Text type="secondary">{info.orgName}</Typography.Text>
      </div>
      <Card variant="borderless" title="我所在的教研组" className="zj-group-section">
        <TeamCards
          teams={teams.data ?? []}
          loading={teams.isLoading}
          emptyText="你还没有加入教研组，可请学校管理员把你加入"
        />
      </Card>
      <Card variant="borderless" title="本校老师" className="zj-group-section">
        <TeachersPanel canManage={false} />
      </Card>
    </div>
  );
}

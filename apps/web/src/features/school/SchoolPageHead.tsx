import { Button, Segmented, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCanManage } from './useCanManage';

export type SchoolView = 'grade' | 'teacher' | 'member';

const VIEWS: { value: SchoolView; label: string; managersOnly?: boolean }[] = [
  { value: 'grade', label: '年级与学生' },
  { value: 'teacher', label: '教师与教研组' },
  { value: 'member', label: '成员与邀请', managersOnly: true },
];

/** Path of a school-management view; the team page keeps the role flags the navigation passes. */
export function schoolViewPath(view: SchoolView, roles: { isCreator: boolean; isAdministrator: boolean }) {
  if (view === 'member') return '/team/member';
  const query = new URLSearchParams({
    type: view,
    isCreator: String(roles.isCreator),
    isAdministrator: String(roles.isAdministrator),
  });
  return `/team/details?${query.toString()}`;
}

/** Title of a school-management screen and the switch between its views. */
export function SchoolPageHead({
  title,
  view,
  roles,
  extra,
}: {
  title: string;
  view: SchoolView;
  roles: { isCreator: boolean; isAdministrator: boolean };
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const canManage = useCanManage();
  return (
    <div className="zj-page-head">
      <Typography.Title level={3} className="zj-page-title">
        {title}
      </Typography.Title>
      <Segmented<SchoolView>
        value={view}
        options={VIEWS.filter((v) => canManage || !v.managersOnly).map(({ value, label }) => ({
          value,
          label,
        }))}
        onChange={(next) => navigate(schoolViewPath(next, roles))}
      />
      <Space className="zj-page-head-extra">
        {extra}
        <Button onClick={() => navigate('/team/group')}>我的教研组</Button>
      </Space>
    </div>
  );
}

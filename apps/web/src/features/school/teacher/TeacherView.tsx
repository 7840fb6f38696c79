import { Card, Tabs } from 'antd';
import { TeachersPanel } from './TeachersPanel';
import { TeamsPanel } from './TeamsPanel';

/** /team/details?type=teacher: the school's teachers and its 教研组. */
export function TeacherView({ canManage }: { canManage: boolean }) {
  return (
    <Card variant="borderless">
      <Tabs
        items={[
          { key: 'teachers', label: '教师名单', children: <TeachersPanel canManage={canManage} /> },
          { key: 'teams', label: '教研组', children: <TeamsPanel canManage={canManage} /> },
        ]}
      />
    </Card>
  );
}

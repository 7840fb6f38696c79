import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUserInfo } from '../../session';
import { GradeView } from './grade/GradeView';
import { NoSchool } from './NoSchool';
import { SchoolPageHead } from './SchoolPageHead';
import { TeacherView } from './teacher/TeacherView';
import { useCanManage } from './useCanManage';
import './school.css';

/**
 * /team/details?type=grade|teacher — school management. Who may edit comes from userinfo, not from the
 * `isCreator`/`isAdministrator` query the navigation adds (that query only says which view to open).
 */
export default function TeamDetailsPage() {
  const [params] = useSearchParams();
  const view = params.get('type') === 'teacher' ? 'teacher' : 'grade';
  const title = view === 'teacher' ? '教师管理' : '年级管理';
  useDocumentTitle(title);
  const { data: info, isLoading } = useUserInfo();
  const canManage = useCanManage();

  if (isLoading || !info) return <Skeleton active className="zj-page" />;
  if (!info.orgDefaultId) return <NoSchool />;
  return (
    <div className="zj-page">
      <SchoolPageHead title={title} view={view} roles={info} />
      {view === 'grade' ? (
        <GradeView info={info} canManage={canManage} />
      ) : (
        <TeacherView canManage={canManage} />
      )}
    </div>
  );
}

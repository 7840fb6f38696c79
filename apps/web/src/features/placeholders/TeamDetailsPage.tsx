import { Tag } from 'antd';
import { useSearchParams } from 'react-router';
import PlaceholderPage from './PlaceholderPage';

/** /team/details?type=grade|teacher — school management, opened from the left navigation. */
export default function TeamDetailsPage() {
  const [params] = useSearchParams();
  const isTeacherView = params.get('type') === 'teacher';
  const isManager = params.get('isCreator') === 'true' || params.get('isAdministrator') === 'true';
  return (
    <>
      <PlaceholderPage screen={isTeacherView ? 'teamTeacher' : 'teamGrade'} />
      {isManager ? (
        <div className="zj-page-note">
          <Tag color="blue">你是本校管理员，可以管理年级、班级和教师</Tag>
        </div>
      ) : null}
    </>
  );
}

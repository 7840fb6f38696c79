import { CalendarOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Select } from 'antd';
import { saveDefaultSchoolYear } from '../../api/system';
import { useSchoolYear } from '../../session';
import { useLocal } from '../../stores/local';

/** Top-bar school-year dropdown; choosing one saves it as default and reloads the page (spec §4). */
export function SchoolYearSelect({ orgId }: { orgId: string | null }) {
  const { years, current, loading } = useSchoolYear(orgId);
  const patch = useLocal((s) => s.patch);
  const save = useMutation({
    mutationFn: (classId: string) => saveDefaultSchoolYear(orgId, classId),
    onSuccess: (_data, classId) => {
      patch({ schoolYearId: classId });
      window.location.reload();
    },
  });
  if (orgId === null) return null;
  return (
    <Select
      className="zj-year-select"
      aria-label="学年"
      prefix={<CalendarOutlined />}
      placeholder="选择学年"
      loading={loading || save.isPending}
      value={current?.id}
      options={years.map((y) => ({ value: y.id, label: y.name }))}
      onChange={(id: string) => save.mutate(id)}
      popupMatchSelectWidth={false}
      variant="filled"
      notFoundContent="暂无学年"
    />
  );
}

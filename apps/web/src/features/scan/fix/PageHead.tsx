import type { ScanPageDetail } from '@zhijuan/contracts';
import { Button, Typography } from 'antd';
import { ProblemTags, pageLabel } from '../labels';

/** The page's name, problems and what is known of it; 重新识别 for a page whose reading failed. */
export function PageHead({
  page,
  saving,
  onRetry,
}: {
  page: ScanPageDetail;
  saving: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="zj-scan-detail-head">
      <Typography.Title level={5}>{pageLabel(page)}</Typography.Title>
      <ProblemTags problems={page.problems} />
      {page.detail && <Typography.Paragraph type="secondary">{page.detail}</Typography.Paragraph>}
      {page.status === 'failed' && (
        <Button size="small" loading={saving} onClick={onRetry}>
          重新识别
        </Button>
      )}
      {page.examChosen && page.assignmentName && (
        <Typography.Text>考试：{page.assignmentName}（人工选择）</Typography.Text>
      )}
      {page.student && (
        <Typography.Text>
          学生：{page.student.className} {page.student.name}（{page.student.studentNo}）
          {page.pageNo ? `　第 ${page.pageNo} 页` : ''}
        </Typography.Text>
      )}
    </div>
  );
}

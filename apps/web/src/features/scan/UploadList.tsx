import { Button, List, Progress, Space, Typography } from 'antd';
import type { UploadItem } from './useUploads';

const STATE_TEXT: Record<UploadItem['state'], string> = {
  waiting: '等待上传',
  uploading: '上传中',
  done: '已上传',
  skipped: '已上传过',
  failed: '失败',
};

/** The files put in this visit, newest first (the last 50), with 重试失败的文件 and 清除已完成. */
export function UploadList({
  uploads,
  onRetry,
  onClear,
}: {
  uploads: UploadItem[];
  onRetry: () => void;
  onClear: () => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <div className="zj-scan-uploads">
      <Space className="zj-scan-uploads-head">
        <Typography.Text>
          已上传 {uploads.filter((u) => u.state === 'done' || u.state === 'skipped').length} /{' '}
          {uploads.length} 个文件
        </Typography.Text>
        {uploads.some((u) => u.state === 'failed') && (
          <Button size="small" onClick={onRetry}>
            重试失败的文件
          </Button>
        )}
        <Button size="small" type="link" onClick={onClear}>
          清除已完成
        </Button>
      </Space>
      <List
        size="small"
        dataSource={uploads.slice(-50).reverse()}
        renderItem={(u) => (
          <List.Item>
            <span className="zj-scan-upload-name">{u.name}</span>
            {u.state === 'uploading' ? (
              <Progress
                percent={Math.round(u.progress * 100)}
                size="small"
                className="zj-scan-upload-progress"
              />
            ) : (
              <Typography.Text type={u.state === 'failed' ? 'danger' : 'secondary'}>
                {STATE_TEXT[u.state]}
                {u.pages > 1 ? `（${u.pages} 页）` : ''}
                {u.error ? `：${u.error}` : ''}
                {u.skipped?.length
                  ? `；跳过 ${u.skipped.length} 个文件：${u.skipped.map((s) => `${s.name}（${s.reason}）`).join('、')}`
                  : ''}
              </Typography.Text>
            )}
          </List.Item>
        )}
      />
    </div>
  );
}

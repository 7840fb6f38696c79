import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import type { ResourceKind, ResourceScope } from '@zhijuan/contracts';
import { Alert, Button, List, Modal, Progress, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import * as api from './api';
import { ACCEPT, formatSize, KIND_OPTIONS } from './kinds';

interface Item {
  uid: string;
  file: File;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'duplicate' | 'error';
  message?: string;
}

const STATUS_TEXT: Record<Item['status'], string> = {
  waiting: '等待上传',
  uploading: '上传中',
  done: '上传成功',
  duplicate: '已上传过',
  error: '失败',
};

/**
 * 上传资源: several files at once (or a folder's files), each uploaded in turn with its progress and its
 * own outcome; all filed under the subject, and the chapter picked in the tree when there is one.
 */
export function UploadDialog({
  open,
  onClose,
  subjectId,
  textbookId,
  bookNodeId,
  chapterName,
  canSchool,
  onUploaded,
}: {
  open: boolean;
  onClose(): void;
  subjectId: string;
  textbookId?: string;
  bookNodeId?: string;
  chapterName?: string;
  canSchool: boolean;
  onUploaded(): void;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [kind, setKind] = useState<ResourceKind | undefined>();
  const [scope, setScope] = useState<ResourceScope>('personal');
  const [busy, setBusy] = useState(false);
  const patch = (uid: string, p: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.uid === uid ? { ...i, ...p } : i)));

  const start = async () => {
    setBusy(true);
    for (const item of items.filter((i) => i.status === 'waiting' || i.status === 'error')) {
      patch(item.uid, { status: 'uploading', percent: 0, message: undefined });
      try {
        const { data, message } = await api.uploadResource(
          item.file,
          {
            subjectId,
            kind: kind ?? '',
            scope,
            textbookId: bookNodeId || textbookId ? (textbookId ?? '') : '',
            bookNodeIds: bookNodeId ?? '',
          },
          (percent) => patch(item.uid, { percent }),
        );
        patch(item.uid, { status: data.duplicate ? 'duplicate' : 'done', percent: 100, message });
      } catch (err) {
        patch(item.uid, {
          status: 'error',
          message: err instanceof ApiError ? err.message : '上传失败，请重试',
        });
      }
    }
    setBusy(false);
    onUploaded();
  };

  const close = () => {
    if (busy) return;
    setItems([]);
    onClose();
  };
  const add = (file: File & { uid: string }) => {
    // A folder brings everything in it: files of other kinds (desktop.ini, .DS_Store…) are left out.
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (ACCEPT.split(',').includes(`.${ext}`))
      setItems((all) => [...all, { uid: file.uid, file, percent: 0, status: 'waiting' }]);
    return false;
  };
  const pending = items.some((i) => i.status === 'waiting' || i.status === 'error');

  return (
    <Modal
      open={open}
      title="上传资源"
      onCancel={close}
      width={640}
      footer={
        <Space>
          <Button onClick={close} disabled={busy}>
            {pending ? '取消' : '完成'}
          </Button>
          <Button type="primary" loading={busy} disabled={!pending} onClick={start}>
            开始上传
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Upload.Dragger multiple accept={ACCEPT} showUploadList={false} beforeUpload={add}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽文件到这里，可一次选择多个文件</p>
          <p className="ant-upload-hint">
            课件、教案、Excel、PDF、图片、音频不超过 100 MB，视频（MP4/WebM/MOV）不超过 500 MB
          </p>
        </Upload.Dragger>
        <Upload directory multiple showUploadList={false} beforeUpload={add}>
          <Button icon={<FolderOpenOutlined />}>选择文件夹</Button>
        </Upload>
        <div className="zj-res-upload-meta">
          <span>归入：{chapterName ? `${chapterName}` : '未选择章节（可在左侧教材目录中先选择）'}</span>
          <Select
            aria-label="资源类型"
            allowClear
            placeholder="类型：按文件自动判断"
            value={kind}
            onChange={setKind}
            options={KIND_OPTIONS}
            style={{ minWidth: 180 }}
          />
          <Select
            aria-label="上传到"
            value={scope}
            onChange={setScope}
            options={[
              { value: 'personal', label: '我的资源' },
              ...(canSchool ? [{ value: 'school', label: '校本资源' }] : []),
            ]}
            style={{ minWidth: 120 }}
          />
        </div>
        {items.length > 0 && (
          <List
            size="small"
            bordered
            dataSource={items}
            renderItem={(i) => (
              <List.Item data-upload={i.file.name}>
                <div className="zj-res-upload-row">
                  <Typography.Text ellipsis className="zj-res-upload-name">
                    {i.file.name}
                  </Typography.Text>
                  <span className="zj-res-upload-size">{formatSize(i.file.size)}</span>
                  <span className={`zj-res-upload-status is-${i.status}`}>{STATUS_TEXT[i.status]}</span>
                  {i.status === 'uploading' && <Progress percent={i.percent} size="small" />}
                  {i.message && i.status === 'error' && <Alert type="error" showIcon message={i.message} />}
                </div>
              </List.Item>
            )}
          />
        )}
      </Space>
    </Modal>
  );
}

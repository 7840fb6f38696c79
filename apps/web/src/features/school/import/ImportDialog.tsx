import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportErrorBody } from '@zhijuan/contracts';
import { Button, Modal, Spin, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Answer } from '../../../api/http';
import { toastError, toastSuccess } from '../../../api/toast';
import { ImportErrorsModal } from './ImportErrorsModal';
import { importErrorsOf } from './importErrors';

export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLSX_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function workbookProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return '请上传 .xlsx 格式的 Excel 文件（可先下载模板）';
  if (file.size > XLSX_MAX_BYTES) return 'Excel 文件不能超过 5 MB';
  return null;
}

/**
 * Upload of an Excel list (students or teachers). Success shows the server's message and hands the
 * result on; a 422 lists the refused rows in a second dialog (nothing was imported).
 */
export function ImportDialog<T>({
  open,
  title,
  hints,
  upload,
  onTemplate,
  onImported,
  onClose,
}: {
  open: boolean;
  title: string;
  hints: ReactNode[];
  upload: (file: File) => Promise<Answer<T>>;
  onTemplate: () => void;
  onImported: (result: T) => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ImportErrorBody | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const { data, message } = await upload(file);
      toastSuccess(message || '导入成功');
      onImported(data);
      onClose();
    } catch (error) {
      const rows = importErrorsOf(error);
      if (rows) setRefused(rows);
      else toastError(error instanceof Error ? error.message : '导入失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Modal title={title} open={open && refused === null} onCancel={onClose} footer={null} width={560}>
        <Spin spinning={busy} description="正在导入…">
          <Upload.Dragger
            accept={XLSX_ACCEPT}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              const problem = workbookProblem(file);
              if (problem) toastError(problem);
              return problem ? Upload.LIST_IGNORE : true;
            }}
            customRequest={({ file }) => {
              if (file instanceof File) void send(file);
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或把 Excel 文件拖到这里上传</p>
            <p className="ant-upload-hint">仅支持 .xlsx，最大 5 MB，最多 3000 行</p>
          </Upload.Dragger>
        </Spin>
        <ul className="zj-import-hints">
          {hints.map((hint, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences
            <li key={i}>
              <Typography.Text type="secondary">{hint}</Typography.Text>
            </li>
          ))}
        </ul>
        <Button icon={<DownloadOutlined />} onClick={onTemplate}>
          下载模板
        </Button>
      </Modal>
      <ImportErrorsModal
        result={refused}
        onClose={() => {
          setRefused(null);
          onClose();
        }}
        onRetry={() => setRefused(null)}
      />
    </>
  );
}

import type { ImportErrorBody, ImportRowError } from '@zhijuan/contracts';
import { Alert, Button, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const columns: ColumnsType<ImportRowError> = [
  { title: '行号', dataIndex: 'row', width: 90, render: (row: number) => `第 ${row} 行` },
  { title: '列', dataIndex: 'column', width: 100 },
  { title: '问题', dataIndex: 'message' },
];

/** The rows an import refused. Nothing was imported: every row is checked before anything is written. */
export function ImportErrorsModal({
  result,
  onClose,
  onRetry,
}: {
  result: ImportErrorBody | null;
  onClose: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal
      title="导入失败，未导入任何数据"
      open={result !== null}
      onCancel={onClose}
      width={680}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="retry" type="primary" onClick={onRetry}>
          修改后重新上传
        </Button>,
      ]}
    >
      <Alert
        type="error"
        showIcon
        className="zj-import-alert"
        title={result?.message}
        description="请按下表在 Excel 中改正这些行，保存后重新上传整个文件；其他行无需改动。"
      />
      <Table<ImportRowError>
        rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
        size="small"
        columns={columns}
        dataSource={result?.errors ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </Modal>
  );
}

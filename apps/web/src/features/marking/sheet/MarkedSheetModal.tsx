import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin } from 'antd';
import { createPortal } from 'react-dom';
import { markedSheetQuery } from '../queries';
import { MarkedSheetView } from './MarkedSheetView';

/**
 * 查看学生答卷 in a dialog, with 打印: the sheet is also put in a print-only copy at the end of the page,
 * so printing shows it whole and nothing else.
 */
export function MarkedSheetModal({
  assignmentId,
  studentId,
  onClose,
}: {
  assignmentId: string;
  studentId: string | null;
  onClose: () => void;
}) {
  const sheet = useQuery({ ...markedSheetQuery(assignmentId, studentId ?? ''), enabled: studentId !== null });
  return (
    <Modal
      open={studentId !== null}
      title="学生答卷"
      width={780}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!sheet.data}
          onClick={() => window.print()}
        >
          打印
        </Button>,
      ]}
      destroyOnHidden
    >
      {sheet.data ? (
        <>
          <MarkedSheetView sheet={sheet.data} />
          {createPortal(
            <div className="zj-print-only">
              <MarkedSheetView sheet={sheet.data} />
            </div>,
            document.body,
          )}
        </>
      ) : sheet.isError ? (
        <Empty description="没能打开这份答卷" />
      ) : (
        <div className="zj-sheet-msg">
          <Spin />
        </div>
      )}
    </Modal>
  );
}

import { Modal } from 'antd';
import { LoginBox, type LoginTab } from './LoginBox';

/** The login box as a dialog, opened by 注册/登录 in a header. */
export function LoginModal({
  open,
  onClose,
  defaultTab,
}: {
  open: boolean;
  onClose: () => void;
  defaultTab?: LoginTab;
}) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={440} destroyOnHidden title={null}>
      <LoginBox idPrefix="dialog" defaultTab={defaultTab} />
    </Modal>
  );
}

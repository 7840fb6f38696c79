import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useModalSave } from '../../../lib/useModalSave';

export interface NameRequest {
  title: string;
  label: string;
  initial?: string;
  placeholder?: string;
  maxLength?: number;
  save: (name: string) => Promise<unknown>;
}

/** A one-field dialog for naming a grade, class or school; stays open when saving fails. */
export function NameDialog({ request, onClose }: { request: NameRequest | null; onClose: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (request) form.setFieldsValue({ name: request.initial ?? '' });
  }, [request, form]);

  const { saving, submit } = useModalSave(
    form,
    async ({ name }) => {
      await request?.save(name.trim());
      return undefined;
    },
    onClose,
  );

  return (
    <Modal
      title={request?.title}
      open={request !== null}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label={request?.label}
          name="name"
          rules={[{ required: true, whitespace: true, message: `请输入${request?.label ?? '名称'}` }]}
        >
          <Input autoFocus maxLength={request?.maxLength ?? 20} placeholder={request?.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

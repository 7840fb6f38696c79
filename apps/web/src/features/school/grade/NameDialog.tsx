import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';

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
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (request) form.setFieldsValue({ name: request.initial ?? '' });
  }, [request, form]);

  const submit = async () => {
    if (!request) return;
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      await request.save(name.trim());
      onClose();
    } catch {
      // The HTTP client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={request?.title}
      open={request !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
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

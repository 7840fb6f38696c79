import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MARKING_MODE_NAMES,
  MARKING_MODES,
  type MarkingOverview,
  type MarkingSettings,
  MULTIPLE_RULE_NAMES,
  MULTIPLE_RULES,
} from '@zhijuan/contracts';
import { Button, Card, Form, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { toastSuccess } from '../../../api/toast';
import { updateSettings } from '../api';
import { markingKeys } from '../queries';

/** 阅卷设置 (managers): 阅卷方式, 双评 with its 误差阈值, and how 多选题 score a partial answer. */
export function SettingsCard({ overview }: { overview: MarkingOverview }) {
  const client = useQueryClient();
  const [form] = Form.useForm<MarkingSettings>();
  const double = Form.useWatch('double', form);
  useEffect(() => form.setFieldsValue(overview.settings), [form, overview.settings]);
  const save = useMutation({
    mutationFn: (values: MarkingSettings) => updateSettings(overview.assignmentId, values),
    onSuccess: ({ data, message }) => {
      client.setQueryData(markingKeys.overview(overview.assignmentId), data);
      void client.invalidateQueries({ queryKey: markingKeys.exam(overview.assignmentId) });
      toastSuccess(message && message !== 'ok' ? message : '阅卷设置已保存');
    },
  });
  return (
    <Card title="阅卷设置" variant="borderless" className="zj-correct-card">
      <Form<MarkingSettings>
        form={form}
        layout="vertical"
        initialValues={overview.settings}
        onFinish={(v) => save.mutate(v)}
        disabled={overview.status === 'done'}
      >
        <Form.Item name="mode" label="阅卷方式">
          <Radio.Group>
            <Space orientation="vertical">
              {MARKING_MODES.map((m) => (
                <Radio key={m} value={m}>
                  {MARKING_MODE_NAMES[m]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Space size="large" align="start">
          <Form.Item name="double" label="双评" valuePropName="checked" tooltip="每份答卷由两位老师独立批阅">
            <Switch checkedChildren="开" unCheckedChildren="关" />
          </Form.Item>
          {double ? (
            <Form.Item
              name="threshold"
              label="误差阈值（分）"
              tooltip="两次评分相差超过这个分数时，交由负责人仲裁"
              rules={[{ required: true, message: '请输入误差阈值' }]}
            >
              <InputNumber min={0} max={100} step={0.5} />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="multipleRule" label="多选题给分">
          <Select
            className="zj-correct-rule"
            options={MULTIPLE_RULES.map((r) => ({ value: r, label: MULTIPLE_RULE_NAMES[r] }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存设置
        </Button>
      </Form>
    </Card>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateCutoffs } from '@zhijuan/contracts';
import { Alert, Button, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useModalSave } from '../../lib/useModalSave';
import { fetchAnalysisSettings, saveAnalysisSettings } from './api';
import { analysisKeys } from './queries';

const FIELDS: { key: keyof RateCutoffs; label: string; help: string }[] = [
  { key: 'excellent', label: '优秀线', help: '得分达到满分的这一比例计为优秀' },
  { key: 'good', label: '良好线', help: '良好率含优秀' },
  { key: 'pass', label: '及格线', help: '' },
  { key: 'low', label: '低分线', help: '得分低于满分的这一比例计为低分' },
];

type Percent = Record<keyof RateCutoffs, number>;
const toPercent = (c: RateCutoffs): Percent =>
  Object.fromEntries(FIELDS.map((f) => [f.key, Math.round(c[f.key] * 1000) / 10])) as Percent;

/**
 * 分数线设置: the school's 优秀/良好/及格/低分 lines as percentages of full marks. Everyone sees them;
 * school managers change them, and every report of the school follows.
 */
export function CutoffsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>分数线设置</Button>
      {open && <CutoffsDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function CutoffsDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: [...analysisKeys.all, 'settings'], queryFn: fetchAnalysisSettings });
  const [form] = Form.useForm<Percent>();
  const save = useMutation({
    mutationFn: (v: Percent) =>
      saveAnalysisSettings({
        cutoffs: Object.fromEntries(FIELDS.map((f) => [f.key, v[f.key] / 100])) as RateCutoffs,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: analysisKeys.all }),
  });
  const canEdit = settings.data?.canEdit ?? false;
  const { saving, submit } = useModalSave(form, (v) => save.mutateAsync(v), onClose, '分数线已保存');
  return (
    <Modal
      open
      title="分数线设置"
      onCancel={onClose}
      onOk={canEdit ? submit : onClose}
      okText={canEdit ? '保存' : '知道了'}
      cancelButtonProps={canEdit ? {} : { style: { display: 'none' } }}
      confirmLoading={saving}
      destroyOnHidden
    >
      {settings.data && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              canEdit
                ? '按满分的百分比设置，全校所有学情报告随之更新'
                : '分数线由学校管理员设置，全校报告统一使用'
            }
          />
          <Form
            form={form}
            layout="horizontal"
            labelCol={{ span: 6 }}
            initialValues={toPercent(settings.data.cutoffs)}
            disabled={!canEdit}
          >
            {FIELDS.map((f) => (
              <Form.Item
                key={f.key}
                name={f.key}
                label={f.label}
                extra={f.help || undefined}
                rules={[{ required: true, message: `请填写${f.label}` }]}
              >
                <InputNumber min={5} max={100} step={5} addonAfter="%" style={{ width: 160 }} />
              </Form.Item>
            ))}
          </Form>
        </>
      )}
    </Modal>
  );
}

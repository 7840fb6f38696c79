import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaperSettings } from '@zhijuan/contracts';
import { Button, Card, Input, InputNumber, Radio, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../../api/toast';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { savePaperDefaults } from '../api';
import { paperDefaultsQuery, paperKeys } from '../queries';
import '../settings/settings.css';
import './library.css';

const LAYOUTS: { value: PaperSettings['layout']; label: string }[] = [
  { value: 'A4', label: 'A4 单栏' },
  { value: 'A3', label: 'A3 双栏' },
  { value: '8K', label: '8K 双栏' },
];

function DefaultsForm({ saved }: { saved: PaperSettings }) {
  const client = useQueryClient();
  const [value, setValue] = useState(saved);
  const set = (patch: Partial<PaperSettings>) => setValue((v) => ({ ...v, ...patch }));
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () => savePaperDefaults(value),
    onSuccess: ({ data, message }) => {
      client.setQueryData(paperKeys.defaults(), data);
      toastSuccess(message || '设置已保存');
    },
  });

  return (
    <Card variant="borderless" className="zj-paperset-form zj-lib-settings" title="新建试卷的默认设置">
      <div className="zj-paperset-row">
        <span>副标题</span>
        <Input
          aria-label="副标题"
          maxLength={60}
          placeholder="如：2025—2026 学年第一学期"
          value={value.subtitle}
          onChange={(e) => set({ subtitle: e.target.value })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>注意事项</span>
        <Input.TextArea
          aria-label="注意事项"
          maxLength={500}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="如：1. 答题前填写姓名、班级和考号；2. 答案写在答题卡上。"
          value={value.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>考试时长</span>
        <InputNumber<number>
          aria-label="考试时长"
          min={0}
          max={600}
          precision={0}
          suffix="分钟"
          value={value.examMinutes}
          onChange={(v) => set({ examMinutes: v ?? 0 })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>纸张版式</span>
        <Radio.Group
          optionType="button"
          options={LAYOUTS}
          value={value.layout}
          onChange={(e) => set({ layout: e.target.value })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>学生信息栏</span>
        <Switch
          aria-label="学生信息栏"
          checked={value.showStudentLine}
          onChange={(v) => set({ showStudentLine: v })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>密封线</span>
        <Switch aria-label="密封线" checked={value.sealingLine} onChange={(v) => set({ sealingLine: v })} />
      </div>
      <div className="zj-paperset-row">
        <span>显示答案</span>
        <Switch aria-label="显示答案" checked={value.showAnswers} onChange={(v) => set({ showAnswers: v })} />
      </div>
      <div className="zj-paperset-foot">
        <span className="zj-edit-status" role="status">
          {dirty ? '有修改，尚未保存' : '已保存'}
        </span>
        <Button icon={<UndoOutlined />} onClick={() => setValue(PaperSettings.parse({}))}>
          恢复系统默认
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          disabled={!dirty}
          onClick={() => save.mutate()}
        >
          保存设置
        </Button>
      </div>
    </Card>
  );
}

/**
 * /cloudResources/paperSetting (试题设置): what every new paper starts with — header, exam time,
 * layout, student line, sealing line, answers. A paper's own 试卷设置 can still change each later.
 */
export default function PaperSettingPage() {
  useDocumentTitle('试题设置');
  const defaults = useQuery(paperDefaultsQuery());
  return (
    <div className="zj-page">
      <div className="zj-lib-head">
        <Typography.Title level={3} className="zj-page-title">
          试题设置
        </Typography.Title>
        <span className="zj-lib-note">
          保存后，新组的试卷（组卷中心、智能组卷）都从这些设置开始；已有试卷不变
        </span>
      </div>
      {defaults.data ? (
        <DefaultsForm saved={defaults.data} />
      ) : (
        <div className="zj-lib-state">
          <Spin />
        </div>
      )}
    </div>
  );
}

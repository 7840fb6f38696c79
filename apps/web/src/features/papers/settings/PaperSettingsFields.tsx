import type { PaperSettings } from '@zhijuan/contracts';
import { Input, InputNumber, Radio, Switch } from 'antd';
import './settings.css';

const LAYOUTS: { value: PaperSettings['layout']; label: string }[] = [
  { value: 'A4', label: 'A4 单栏' },
  { value: 'A3', label: 'A3 双栏' },
  { value: '8K', label: '8K 双栏' },
];

/**
 * The rows of a paper's header and layout settings, shared by 试卷设置 (one paper) and 试题设置 (what
 * new papers start with). Each change reports just the field that changed.
 */
export function PaperSettingsFields({
  value,
  onChange,
  subtitleExample = '2025—2026 学年第一学期期中考试',
}: {
  value: PaperSettings;
  onChange: (patch: Partial<PaperSettings>) => void;
  subtitleExample?: string;
}) {
  return (
    <>
      <div className="zj-paperset-row">
        <span>副标题</span>
        <Input
          aria-label="副标题"
          maxLength={60}
          placeholder={`如：${subtitleExample}`}
          value={value.subtitle}
          onChange={(e) => onChange({ subtitle: e.target.value })}
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
          onChange={(e) => onChange({ notes: e.target.value })}
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
          onChange={(v) => onChange({ examMinutes: v ?? 0 })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>纸张版式</span>
        <Radio.Group
          optionType="button"
          options={LAYOUTS}
          value={value.layout}
          onChange={(e) => onChange({ layout: e.target.value })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>学生信息栏</span>
        <Switch
          aria-label="学生信息栏"
          checked={value.showStudentLine}
          onChange={(v) => onChange({ showStudentLine: v })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>密封线</span>
        <Switch
          aria-label="密封线"
          checked={value.sealingLine}
          onChange={(v) => onChange({ sealingLine: v })}
        />
      </div>
      <div className="zj-paperset-row">
        <span>显示答案</span>
        <Switch
          aria-label="显示答案"
          checked={value.showAnswers}
          onChange={(v) => onChange({ showAnswers: v })}
        />
      </div>
    </>
  );
}

import { Button, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { type AssistantTab, analysisPath, assistantPath } from '../paths';
import { ExamBar, type Selection, SelectionState, useAnalysisSelection } from '../selection';
import '../analysis.css';

export const ASSISTANT_TABS: { key: AssistantTab; label: string }[] = [
  { key: 'analysis', label: '考情概览' },
  { key: 'commentary', label: '试卷讲评' },
  { key: 'details', label: '成绩明细' },
  { key: 'papaerReport', label: '试卷报告' },
];

const CLASS_OPTIONAL = { classOptional: true };
const NO_CLASS = {};

/**
 * 讲评助手: the four screens of /assistant share the exam bar (a class or 全部班级; 试卷报告 is about
 * the paper, so always the whole exam) and a tab bar that keeps the selection.
 */
export function AssistantShell({
  tab,
  children,
}: {
  tab: AssistantTab;
  children: (selection: Selection) => ReactNode;
}) {
  const needs = tab === 'papaerReport' ? NO_CLASS : CLASS_OPTIONAL;
  const selection = useAnalysisSelection(needs);
  const navigate = useNavigate();
  const { examId, classId } = selection;
  return (
    <div className="zj-analysis">
      <div className="zj-an-assistant-head zj-an-screen-only">
        <Typography.Title level={3} className="zj-page-title">
          讲评助手
        </Typography.Title>
        {examId && (
          <Link to={classId ? analysisPath('class', examId, classId) : analysisPath('grade', examId)}>
            <Button type="link">{classId ? '班级分析' : '年级分析'} ›</Button>
          </Link>
        )}
      </div>
      <Tabs
        className="zj-an-screen-only"
        activeKey={tab}
        onChange={(key) => navigate(assistantPath(key as AssistantTab, examId, classId))}
        items={ASSISTANT_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <ExamBar selection={selection} needs={needs} />
      <SelectionState selection={selection}>{children(selection)}</SelectionState>
    </div>
  );
}

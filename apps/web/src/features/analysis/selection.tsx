import { useQuery } from '@tanstack/react-query';
import type { AnalysisExam } from '@zhijuan/contracts';
import { Alert, Empty, Result, Select, Spin } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSchoolYear, useUserInfo } from '../../session';
import { progressText, stateLabel, unfinished } from './format';
import { analysisExamsQuery, classReportQuery } from './queries';

export interface SelectionNeeds {
  /** The screen is about one class (class, person). */
  classRequired?: boolean;
  /** The screen offers a class or 全部班级 (assistant). */
  classOptional?: boolean;
  /** The screen is about one student (person). */
  student?: boolean;
}

export interface Selection {
  exams: AnalysisExam[];
  examsLoading: boolean;
  examsError: unknown;
  exam: AnalysisExam | undefined;
  examId: string;
  /** '' = the whole exam (assistant) or not chosen yet. */
  classId: string;
  studentId: string;
  /** Changes parameters of the address; an empty value removes one. */
  set: (patch: Record<string, string>) => void;
}

/**
 * The exam, class and student of the analysis screens, carried in the address (`?examId=&classId=&studentId=`)
 * so links and reloads keep them. Missing ones default to the newest finished exam of the top bar's school
 * year (an exam still being marked only when there is no finished one), its first class and that class's
 * first student, written back into the address.
 */
export function useAnalysisSelection(needs: SelectionNeeds): Selection {
  const [params, setParams] = useSearchParams();
  const { data: info } = useUserInfo();
  const { current: year, loading: yearsLoading } = useSchoolYear(info?.orgDefaultId ?? null);
  const exams = useQuery({
    ...analysisExamsQuery({ schoolYearId: year?.id }),
    enabled: Boolean(info) && !yearsLoading,
  });
  const list = exams.data ?? [];
  const examId = params.get('examId') || (list.find((e) => !unfinished(e)) ?? list[0])?.id || '';
  const exam = list.find((e) => e.id === examId);
  const classParam = params.get('classId');
  const classId = classParam !== null ? classParam : needs.classRequired ? (exam?.classes[0]?.id ?? '') : '';
  const roster = useQuery({
    ...classReportQuery(examId, classId),
    enabled: Boolean(needs.student && examId && classId && !params.get('studentId')),
  });
  const studentId =
    params.get('studentId') || (needs.student ? (roster.data?.students[0]?.studentId ?? '') : '');

  const set: Selection['set'] = (patch) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  // Write the defaults into the address once known, so a reload or a shared link shows the same.
  const missing = useMemo(() => {
    const patch: Record<string, string> = {};
    if (!params.get('examId') && examId) patch.examId = examId;
    if (needs.classRequired && classParam === null && classId) patch.classId = classId;
    if (needs.student && !params.get('studentId') && studentId) patch.studentId = studentId;
    return patch;
  }, [params, examId, classId, classParam, studentId, needs.classRequired, needs.student]);
  useEffect(() => {
    if (Object.keys(missing).length) {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(missing)) next.set(k, v);
      setParams(next, { replace: true });
    }
  }, [missing, params, setParams]);

  return {
    exams: list,
    examsLoading: exams.isLoading || yearsLoading || !info,
    examsError: exams.error,
    exam,
    examId,
    classId,
    studentId,
    set,
  };
}

const examLabel = (e: AnalysisExam) =>
  `${e.name}（${e.examDate}）${unfinished(e) ? ` · ${stateLabel(e)}` : ''}`;

/**
 * Said above every report of an exam still being scanned or marked: how far it has come, and that its
 * figures count only what is final.
 */
export function UnfinishedNotice({ exam }: { exam: AnalysisExam }) {
  if (!unfinished(exam)) return null;
  return (
    <Alert
      className="zj-an-unfinished"
      type="warning"
      showIcon
      title={`${stateLabel(exam)}：${progressText(exam.progress)}`}
      description="成绩尚未最终确定：总分、排名、分数段和各项比率只统计已阅完的学生；客观题按已扫描的答卷统计，主观题只统计已批阅的答案。"
    />
  );
}

/** The exam / class / student pickers at the top of every analysis and assistant screen. */
export function ExamBar({
  selection,
  needs,
  extra,
}: {
  selection: Selection;
  needs: SelectionNeeds;
  extra?: ReactNode;
}) {
  const { exams, exam, examId, classId, studentId, set } = selection;
  const roster = useQuery({
    ...classReportQuery(examId, classId),
    enabled: Boolean(needs.student && examId && classId),
  });
  const classes = exam?.classes ?? [];
  return (
    <>
      <div className="zj-an-bar zj-an-screen-only">
        <Select
          aria-label="考试"
          className="zj-an-exam-select"
          showSearch={{ optionFilterProp: 'label' }}
          value={examId || undefined}
          placeholder="选择考试"
          loading={selection.examsLoading}
          onChange={(id: string) => set({ examId: id, classId: '', studentId: '' })}
          options={exams.map((e) => ({ value: e.id, label: examLabel(e) }))}
          notFoundContent="暂无已阅卷的考试"
        />
        {exam && (
          <span className="zj-an-bar-meta">
            {exam.gradeName} · {exam.subjectName} · 满分 {exam.fullScore} ·{' '}
            {unfinished(exam)
              ? `${stateLabel(exam)} · ${progressText(exam.progress)}`
              : `已阅 ${exam.progress.complete}/${exam.progress.students} 人`}
          </span>
        )}
        {(needs.classRequired || needs.classOptional) && (
          <Select
            aria-label="班级"
            style={{ width: 150 }}
            value={needs.classRequired ? classId || undefined : classId}
            placeholder="选择班级"
            onChange={(id: string) => set({ classId: id, studentId: '' })}
            options={[
              ...(needs.classOptional ? [{ value: '', label: '全部班级' }] : []),
              ...classes.map((c) => ({ value: c.id, label: `${exam?.gradeName ?? ''}${c.name}` })),
            ]}
          />
        )}
        {needs.student && (
          <Select
            aria-label="学生"
            style={{ width: 180 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={studentId || undefined}
            placeholder="选择学生"
            loading={roster.isLoading}
            onChange={(id: string) => set({ studentId: id })}
            options={(roster.data?.students ?? []).map((s) => ({
              value: s.studentId,
              label: `${s.name} ${s.studentNo}`,
            }))}
          />
        )}
        <span className="zj-an-bar-extra">{extra}</span>
      </div>
      {exam && <UnfinishedNotice exam={exam} />}
    </>
  );
}

/** What a screen shows before its report: no exams yet, loading, or a failure. */
export function SelectionState({ selection, children }: { selection: Selection; children: ReactNode }) {
  if (selection.examsError)
    return <Result status="error" title="考试列表加载失败" subTitle="请稍后刷新重试" />;
  if (selection.examsLoading) return <Spin className="zj-an-loading" />;
  if (!selection.examId)
    return (
      <Empty
        className="zj-an-empty"
        description="本学年还没有可分析的考试：考试扫描并阅卷后，成绩分析会显示在这里"
      />
    );
  return <>{children}</>;
}

/** Loading / failure of one report. */
export function ReportState({
  loading,
  error,
  children,
}: {
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) {
  if (error)
    return (
      <Result
        status="warning"
        title="报告加载失败"
        subTitle={error instanceof Error ? error.message : '请稍后刷新重试'}
      />
    );
  if (loading) return <Spin className="zj-an-loading" />;
  return <>{children}</>;
}

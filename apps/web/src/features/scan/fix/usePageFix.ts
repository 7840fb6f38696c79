import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrectScanPageBody } from '@zhijuan/contracts';
import { App } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { assignmentStudentsQuery } from '../../assignments';
import { correctPage, retryPage } from '../api';
import { historyQuery, isBeingRead, pageQuery, scanKeys, scanLists } from '../queries';
import { EMPTY_FORM, fixReducer, flaggedQuestions, pageNeeds, suggestStudent } from './form';

export type FixBody = Omit<CorrectScanPageBody, 'version'>;

export interface PageFixEvents {
  onDone: () => void;
  /** The page is being read again (true) or no longer (false): the panel keeps it selected meanwhile. */
  onReading: (reading: boolean) => void;
}

/**
 * One page of 异常处理: the page (asked for again while it is read), its exam's roster and history, what
 * the person has decided so far, and the calls that save, discard or read it again.
 */
export function usePageFix(id: string, examId: string, { onDone, onReading }: PageFixEvents) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const { data: page } = useQuery(pageQuery(id));
  const reading = isBeingRead(page);
  useReadingAgain(page, reading, { onDone, onReading });
  const { data: roster = [] } = useQuery(
    assignmentStudentsQuery(page?.assignmentId ?? page?.batchAssignmentId ?? examId),
  );
  const { data: history = [] } = useQuery(historyQuery(id));
  const flagged = useMemo(() => flaggedQuestions(page), [page]);
  const [form, dispatch] = useReducer(fixReducer, EMPTY_FORM);
  const [saving, setSaving] = useState(false);
  const suggested = useMemo(
    () => suggestStudent(page?.studentNoRead, Boolean(page?.student), roster),
    [page, roster],
  );

  useEffect(() => {
    if (page) dispatch({ type: 'load', page, flagged });
  }, [page, flagged]);

  const needs = pageNeeds(page, reading, flagged);

  const save = async (body: FixBody) => {
    if (!page) return;
    setSaving(true);
    try {
      const saved = await correctPage(page.id, { version: page.version, ...body });
      if (body.assignmentId) {
        // Stays on the page while it is read again with the chosen exam's sheet.
        message.success('已选择考试，正在重新识别');
        qc.setQueryData(scanKeys.page(id), saved.data);
        onReading(true);
        await qc.invalidateQueries(scanLists);
        return;
      }
      message.success(body.discard ? '已作废这一页' : '已保存');
      await qc.invalidateQueries({ queryKey: scanKeys.all });
      onDone();
    } catch {
      // The request layer showed the server's message (a stale page, a student not in the exam).
      await qc.invalidateQueries({ queryKey: scanKeys.page(id) });
    } finally {
      setSaving(false);
    }
  };

  const submit = () =>
    save({
      ...(needs.canFixAnswers ? { answers: form.answers } : {}),
      ...(needs.needsStudent && form.studentId ? { studentId: form.studentId } : {}),
    });

  const retry = async () => {
    if (!page) return;
    setSaving(true);
    try {
      await retryPage(page.id);
      message.success('已重新加入识别队列');
      onReading(true);
      await qc.invalidateQueries({ queryKey: scanKeys.all });
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return {
    page,
    reading,
    roster,
    history,
    flagged,
    form,
    dispatch,
    saving,
    suggested,
    needs,
    save,
    submit,
    retry,
  };
}

/**
 * A page given its exam is read again: while it is, the panel keeps it open; once it is done, the lists
 * are refreshed and, if nothing is left to fix, the panel moves on.
 */
function useReadingAgain(
  page: { problems: unknown[] } | undefined,
  reading: boolean,
  { onDone, onReading }: PageFixEvents,
) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [wasReading, setWasReading] = useState(false);
  useEffect(() => {
    if (reading) {
      setWasReading(true);
      onReading(true);
    } else if (wasReading && page) {
      setWasReading(false);
      void (async () => {
        // The lists first, so that a page still needing a person is listed when the panel lets it go.
        await qc.invalidateQueries(scanLists);
        onReading(false);
        if (page.problems.length === 0) {
          message.success('已按所选考试识别，这一页不再需要处理');
          onDone();
        }
      })();
    }
  }, [reading, wasReading, page, qc, message, onDone, onReading]);
}

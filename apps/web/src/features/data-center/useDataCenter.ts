import { useQuery } from '@tanstack/react-query';
import type { DataCenterOverview } from '@zhijuan/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSchoolYear, useUserInfo } from '../../session';
import { overviewQuery } from './queries';

export type OverviewExam = DataCenterOverview['exams'][number];

/** Query-string keys of the data-centre screens; a change of year or grade drops the others. */
export type DataCenterParam = 'schoolYearId' | 'gradeId' | 'subjectId' | 'examId' | 'pick' | 'unfinished';

/**
 * Filters of the data centre, kept in the address: 学年 (default: the top bar's), 年级 (default: the
 * server's pick among the directed grades) and 学科. The overview is read once per year and grade; subjects
 * and exams are filtered here, so the three screens share one answer.
 */
export function useDataCenter({ subjectRequired }: { subjectRequired: boolean }) {
  const [params, setParams] = useSearchParams();
  const { data: info } = useUserInfo();
  const { years, current, loading: yearsLoading } = useSchoolYear(info?.orgDefaultId ?? null);
  const schoolYearId = params.get('schoolYearId') ?? current?.id;
  const requestedGrade = params.get('gradeId') ?? undefined;
  // Comparisons take finished exams; the director may ask for those still being marked too.
  const unfinished = params.get('unfinished') === '1' ? ('1' as const) : undefined;
  const overview = useQuery({
    ...overviewQuery({ schoolYearId, gradeId: requestedGrade, unfinished }),
    enabled: Boolean(info) && !yearsLoading,
  });
  const data = overview.data;
  const gradeId = requestedGrade ?? data?.gradeId ?? undefined;
  const requestedSubject = params.get('subjectId') ?? undefined;
  const subjectId =
    requestedSubject && data?.subjects.some((s) => s.id === requestedSubject)
      ? requestedSubject
      : subjectRequired
        ? data?.subjects[0]?.id
        : undefined;

  /** Exams with class figures (已完成, and 阅卷中 when asked), oldest first. */
  const scored = useMemo(
    () =>
      (data?.exams ?? [])
        .filter((e) => e.classes.length > 0)
        .sort((a, b) => a.examDate.localeCompare(b.examDate) || a.name.localeCompare(b.name)),
    [data],
  );
  const exams = useMemo(
    () => (subjectId ? scored.filter((e) => e.subjectId === subjectId) : scored),
    [scored, subjectId],
  );

  const set = (patch: Partial<Record<DataCenterParam, string | undefined>>) => {
    const next = new URLSearchParams(params);
    if ('schoolYearId' in patch || 'gradeId' in patch) {
      next.delete('examId');
      next.delete('pick');
    }
    if ('subjectId' in patch) next.delete('examId');
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return {
    params,
    set,
    years,
    schoolYearId,
    gradeId,
    subjectId,
    unfinished: Boolean(unfinished),
    overview,
    data,
    /** Scored exams of the chosen subject (all subjects when none is chosen), oldest first. */
    exams,
    /** Scored exams of every subject, oldest first. */
    scored,
  };
}

export type DataCenter = ReturnType<typeof useDataCenter>;

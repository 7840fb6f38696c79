import { useQueries, useQuery } from '@tanstack/react-query';
import type { CurrentClassItem, TeacherItem, UpdateTeacherBody } from '@zhijuan/contracts';
import { subjectsQuery } from '../../curriculum';
import { currentClassesQuery } from '../queries';
import { type STAGE_NAMES, stageOfGrade } from '../stageOfGrade';

type StageId = keyof typeof STAGE_NAMES;

export interface ClassOption {
  id: string;
  label: string;
  gradeId: string | null;
  stage: StageId;
}

export interface SubjectOption {
  id: string;
  name: string;
  stage: StageId;
}

/** One line of the editor: a subject and the classes it is taught in. */
export interface TeachingGroup {
  subjectId?: string;
  classIds: string[];
}

/** A teacher's assignments as editor lines, one per subject, in the order they first appear. */
export function groupAssignments(assignments: TeacherItem['assignments']): TeachingGroup[] {
  const bySubject = new Map<string, string[]>();
  for (const a of assignments) bySubject.set(a.subjectId, [...(bySubject.get(a.subjectId) ?? []), a.classId]);
  return [...bySubject].map(([subjectId, classIds]) => ({ subjectId, classIds }));
}

/** Editor lines back to the `assignments` of `PUT /system/teacher/:id`, without repeats. */
export function flattenGroups(groups: TeachingGroup[]): UpdateTeacherBody['assignments'] {
  const seen = new Set<string>();
  const out: UpdateTeacherBody['assignments'] = [];
  for (const g of groups) {
    if (!g.subjectId) continue;
    for (const classId of g.classIds) {
      const key = `${classId}|${g.subjectId}`;
      if (!seen.has(key)) out.push({ classId, subjectId: g.subjectId });
      seen.add(key);
    }
  }
  return out;
}

/**
 * Classes of the current school year (plus classes the teacher already teaches elsewhere) and the
 * subjects of every stage those classes belong to (七年级 → 初中 subjects, 一年级 → 小学, 高一 → 高中).
 */
export function useTeachingOptions(teacher: TeacherItem | null) {
  const current = useQuery(currentClassesQuery());
  const classes: ClassOption[] = (current.data ?? []).map((c: CurrentClassItem) => ({
    id: c.id,
    label: `${c.gradeName}${c.name}`,
    gradeId: c.gradeId,
    stage: stageOfGrade(c.gradeName),
  }));
  for (const a of teacher?.assignments ?? []) {
    if (!classes.some((c) => c.id === a.classId)) {
      classes.push({
        id: a.classId,
        label: `${a.gradeName}${a.className}`,
        gradeId: null,
        stage: stageOfGrade(a.gradeName),
      });
    }
  }
  const stages = [...new Set(classes.map((c) => c.stage))];
  const subjectLists = useQueries({ queries: stages.map((s) => subjectsQuery(s)) });
  const subjects: SubjectOption[] = stages.flatMap((stage, i) =>
    (subjectLists[i]?.data ?? []).map((s) => ({ id: s.id, name: s.name, stage })),
  );
  const grades = [
    ...new Map([
      ...(current.data ?? []).map((c) => [c.gradeId, { id: c.gradeId, name: c.gradeName }] as const),
      ...(teacher?.directorOf ?? []).map((g) => [g.id, g] as const),
    ]).values(),
  ];
  return {
    classes,
    subjects,
    grades,
    loading: current.isLoading || subjectLists.some((q) => q.isLoading),
  };
}

import { useQuery } from '@tanstack/react-query';
import type { AssignmentStudent } from '@zhijuan/contracts';
import { fetchAssignment, fetchAssignmentStudents } from '../assignments';
import { fetchStudents } from '../school';

/** Students of the given classes, every page of them, class by class in 考号 order. */
async function studentsOfClasses(classIds: string[]): Promise<AssignmentStudent[]> {
  const all: AssignmentStudent[] = [];
  for (const classId of classIds) {
    for (let page = 1; ; page++) {
      const res = await fetchStudents({ classId, page, size: 100 });
      all.push(
        ...res.records.map((s) => ({
          id: s.id,
          name: s.name,
          studentNo: s.studentNo,
          classId: s.classId,
          className: `${s.gradeName}${s.className}`,
        })),
      );
      if (page * 100 >= res.total) break;
    }
  }
  return all.sort(
    (a, b) =>
      classIds.indexOf(a.classId) - classIds.indexOf(b.classId) || a.studentNo.localeCompare(b.studentNo),
  );
}

/** The roster a print screen works on: an assignment's classes (`assignmentId`), or `classId`s. */
export function useRoster(params: URLSearchParams) {
  const assignmentId = params.get('assignmentId');
  const classIds = params.getAll('classId');
  const assignment = useQuery({
    queryKey: ['assignments', 'detail', assignmentId],
    queryFn: () => fetchAssignment(assignmentId!),
    enabled: Boolean(assignmentId),
  });
  const students = useQuery({
    queryKey: ['print-roster', assignmentId, classIds],
    queryFn: async () => {
      if (!assignmentId) return studentsOfClasses(classIds);
      const list = await fetchAssignmentStudents(assignmentId);
      const wanted = classIds.length ? list.filter((s) => classIds.includes(s.classId)) : list;
      const grade = assignment.data?.gradeName ?? '';
      return wanted.map((s) => ({ ...s, className: `${grade}${s.className}` }));
    },
    enabled: Boolean(assignmentId || classIds.length) && (!assignmentId || Boolean(assignment.data)),
  });
  return {
    assignment: assignment.data ?? null,
    students: students.data ?? null,
    error: assignment.error ?? students.error,
    asked: Boolean(assignmentId || classIds.length),
  };
}

/** Splits a list into runs of the same class, each cut into pages of `perPage`. */
export function pagesByClass<T extends { classId: string }>(items: T[], perPage: number): T[][] {
  const pages: T[][] = [];
  let current: T[] = [];
  items.forEach((item, i) => {
    const newClass = i > 0 && items[i - 1]!.classId !== item.classId;
    if (current.length && (newClass || current.length === perPage)) {
      pages.push(current);
      current = [];
    }
    current.push(item);
  });
  if (current.length) pages.push(current);
  return pages;
}

import { useQueries, useQuery } from '@tanstack/react-query';
import type { ClassItem } from '@zhijuan/contracts';
import { classesQuery, gradesQuery } from '../queries';

export interface GradeWithClasses extends ClassItem {
  classes: ClassItem[];
}

/** The grades of a school year, each with its classes (one request per grade). */
export function useSchoolTree(yearId: string | null) {
  const grades = useQuery({ ...gradesQuery(yearId ?? ''), enabled: yearId !== null });
  const classes = useQueries({ queries: (grades.data ?? []).map((g) => classesQuery(g.id)) });
  const tree: GradeWithClasses[] = (grades.data ?? []).map((g, i) => ({
    ...g,
    classes: classes[i]?.data ?? [],
  }));
  return { tree, loading: grades.isLoading || classes.some((c) => c.isLoading) };
}

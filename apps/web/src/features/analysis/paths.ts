/** Addresses of the analysis screens, with the selection in the query. */
const withQuery = (path: string, q: Record<string, string | undefined | null>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) s.set(k, v);
  const text = s.toString();
  return text ? `${path}?${text}` : path;
};

export const analysisPath = (
  screen: 'grade' | 'class' | 'person',
  examId: string,
  classId?: string | null,
  studentId?: string | null,
) => withQuery(`/analysis/${screen}`, { examId, classId, studentId });

export type AssistantTab = 'analysis' | 'commentary' | 'details' | 'papaerReport';

export const assistantPath = (tab: AssistantTab, examId: string, classId?: string | null) =>
  withQuery(`/assistant/${tab}`, { examId, classId });

/** 错题重练 of a class. */
export const rehearsePath = (classId: string) => withQuery('/rehearseCoustom', { classId });

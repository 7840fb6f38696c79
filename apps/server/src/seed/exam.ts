import { and, asc, eq, isNull } from 'drizzle-orm';
import { appSettings, papers, questionTypes, users } from '../db/schema';
import type { AppContext, Caller } from '../http';
import { assignableClasses, createAssignment } from '../modules/assignments';
import { copyLibraryPaper } from '../modules/papers';

export const DEMO_EXAM_NAME = '七年级数学第一单元测验';

/**
 * The demo exam: the 数学 teacher copies a 单元测试 of 七年级上册 from 精品试卷 and gives it to their first
 * two 七年级 classes, ready for printing and scanning its answer sheets. Once; a deleted one stays gone.
 */
export async function seedDemoExam(ctx: AppContext, today = new Date()): Promise<boolean> {
  const db = ctx.database.db;
  if (await db.query.appSettings.findFirst({ where: eq(appSettings.key, 'demo_exam_seeded') })) return false;
  const teacher = await db.query.users.findFirst({ where: eq(users.username, 'teacher') });
  // The first 七年级上册 单元测试 with choice questions, so its sheet has bubbles as well as written answers.
  const objective = new Set(
    (
      await db.select({ id: questionTypes.id }).from(questionTypes).where(eq(questionTypes.isObjective, true))
    ).map((t) => t.id),
  );
  const candidates = await db.query.papers.findMany({
    where: and(
      eq(papers.scope, 'platform'),
      eq(papers.textbookId, 'cz.math.rj.7a'),
      eq(papers.paperType, '单元测试'),
      isNull(papers.deletedAt),
    ),
    orderBy: asc(papers.createdAt),
  });
  const template = candidates.find((p) => p.sections.some((s) => objective.has(s.typeId)));
  if (!teacher || !template) return false;
  const caller: Caller = { user: teacher, sessionId: 'seed' };
  const paper = await copyLibraryPaper(ctx, caller, template.id);
  const classes = (await assignableClasses(ctx, caller, 'cz.math'))
    .filter((c) => c.gradeName === '七年级')
    .slice(0, 2);
  if (classes.length === 0) return false;
  await createAssignment(ctx, caller, {
    paperId: paper.id,
    kind: 'exam',
    name: DEMO_EXAM_NAME,
    examDate: today.toISOString().slice(0, 10),
    classIds: classes.map((c) => c.id),
  });
  await db.insert(appSettings).values({ key: 'demo_exam_seeded', value: new Date().toISOString() });
  return true;
}

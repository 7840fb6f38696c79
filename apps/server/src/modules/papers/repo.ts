import { and, asc, eq, inArray } from 'drizzle-orm';
import { type PaperSection, papers, questionTypes, stages, subjects, textbooks } from '../../db/schema';
import type { Db } from '../../infra/db';

export const basketsOf = (db: Db, userId: string) =>
  db
    .select({
      paper: papers,
      stageName: stages.name,
      subjectName: subjects.name,
      textbookName: textbooks.name,
    })
    .from(papers)
    .innerJoin(stages, eq(stages.id, papers.stageId))
    .innerJoin(subjects, eq(subjects.id, papers.subjectId))
    .leftJoin(textbooks, eq(textbooks.id, papers.textbookId))
    .where(and(eq(papers.ownerId, userId), eq(papers.status, 'basket')))
    .orderBy(asc(subjects.stageId), asc(subjects.sort));

export const findBasket = (db: Db, userId: string, subjectId: string) =>
  db.query.papers.findFirst({
    where: and(eq(papers.ownerId, userId), eq(papers.status, 'basket'), eq(papers.subjectId, subjectId)),
  });

export const findOwnPaper = (db: Db, userId: string, id: string) =>
  db.query.papers.findFirst({ where: and(eq(papers.ownerId, userId), eq(papers.id, id)) });

export async function saveSections(db: Db, id: string, sections: PaperSection[]) {
  await db.update(papers).set({ sections, updatedAt: new Date() }).where(eq(papers.id, id));
}

export const typeNames = (db: Db, ids: string[]) =>
  ids.length
    ? db
        .select({ id: questionTypes.id, name: questionTypes.name, sort: questionTypes.sort })
        .from(questionTypes)
        .where(inArray(questionTypes.id, ids))
    : Promise.resolve([]);

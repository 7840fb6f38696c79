/** The curriculum trees flattened into rows with stable, path-built ids (no I/O). */
import type { StageSeed, TreeNode } from './types';

export interface TreeRow {
  id: string;
  pid: string | null;
  name: string;
  depth: number;
  sort: number;
}

/** Flattens a tree into rows whose ids extend the owner's id with 1-based positions: `owner.2.1`. */
export function flattenTree(
  ownerId: string,
  nodes: TreeNode[],
  pid: string | null = null,
  depth = 1,
): TreeRow[] {
  return nodes.flatMap((node, i) => {
    const id = `${pid ?? ownerId}.${i + 1}`;
    return [
      { id, pid, name: node.name, depth, sort: i },
      ...flattenTree(ownerId, node.children ?? [], id, depth + 1),
    ];
  });
}

/**
 * The curriculum as table rows (stages, subjects, textbook versions, textbooks, book nodes, knowledge
 * points, question types), ids built from the codes along the path. The server stores exactly these
 * rows; the question generators resolve their tags against the same rows.
 */
export function curriculumRows(data: StageSeed[]) {
  const rows = {
    stages: [] as { id: string; name: string; sort: number }[],
    subjects: [] as { id: string; stageId: string; name: string; sort: number }[],
    versions: [] as { id: string; subjectId: string; name: string; sort: number }[],
    textbooks: [] as { id: string; versionId: string; name: string; sort: number }[],
    bookNodes: [] as (TreeRow & { textbookId: string })[],
    knowledge: [] as (TreeRow & { subjectId: string })[],
    questionTypes: [] as {
      id: string;
      subjectId: string;
      name: string;
      isObjective: boolean;
      sort: number;
    }[],
  };
  data.forEach((stage, si) => {
    rows.stages.push({ id: stage.code, name: stage.name, sort: si });
    stage.subjects.forEach((subject, ji) => {
      const subjectId = `${stage.code}.${subject.code}`;
      rows.subjects.push({ id: subjectId, stageId: stage.code, name: subject.name, sort: ji });
      subject.questionTypes.forEach((t, ti) => {
        rows.questionTypes.push({
          id: `${subjectId}.t${ti + 1}`,
          subjectId,
          name: t.name,
          isObjective: t.isObjective,
          sort: ti,
        });
      });
      for (const k of flattenTree(`${subjectId}.k`, subject.knowledge))
        rows.knowledge.push({ ...k, subjectId });
      subject.versions.forEach((version, vi) => {
        const versionId = `${subjectId}.${version.code}`;
        rows.versions.push({ id: versionId, subjectId, name: version.name, sort: vi });
        version.textbooks.forEach((book, bi) => {
          const textbookId = `${versionId}.${book.code}`;
          rows.textbooks.push({ id: textbookId, versionId, name: book.name, sort: bi });
          for (const n of flattenTree(textbookId, book.chapters)) rows.bookNodes.push({ ...n, textbookId });
        });
      });
    });
  });
  return rows;
}

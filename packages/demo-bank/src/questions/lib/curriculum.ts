/**
 * Resolves curriculum names to ids at generation time, from the same rows the database gets
 * (`curriculumRows(CURRICULUM)`). Throws when a name is missing or ambiguous, so an edit to the
 * chapter or knowledge trees that orphans a question fails the tests instead of mis-tagging it.
 */
import { CURRICULUM } from '../../curriculum';
import { curriculumRows } from '../../curriculum/rows';

export type SubjectCode = 'math' | 'physics';

interface Node {
  id: string;
  pid: string | null;
  name: string;
  depth: number;
}

interface Index {
  knowledge: Map<string, Node[]>;
  leaves: Set<string>;
  nodes: Map<string, Node>;
  /** textbook id → its nodes. */
  books: Map<string, Node[]>;
  types: Map<string, Set<string>>;
}

let index: Index | undefined;

function build(): Index {
  const rows = curriculumRows(CURRICULUM);
  const knowledge = new Map<string, Node[]>();
  const parents = new Set(rows.knowledge.map((k) => k.pid).filter((p): p is string => !!p));
  const leaves = new Set<string>();
  for (const k of rows.knowledge) {
    const key = `${k.subjectId}|${k.name}`;
    knowledge.set(key, [
      ...(knowledge.get(key) ?? []),
      { id: k.id, pid: k.pid ?? null, name: k.name, depth: k.depth },
    ]);
    if (!parents.has(k.id)) leaves.add(k.id);
  }
  const nodes = new Map<string, Node>();
  const books = new Map<string, Node[]>();
  for (const n of rows.bookNodes) {
    const node = { id: n.id, pid: n.pid ?? null, name: n.name, depth: n.depth };
    nodes.set(n.id, node);
    books.set(n.textbookId, [...(books.get(n.textbookId) ?? []), node]);
  }
  const types = new Map<string, Set<string>>();
  for (const t of rows.questionTypes)
    types.set(t.subjectId, (types.get(t.subjectId) ?? new Set()).add(t.name));
  return { knowledge, leaves, nodes, books, types };
}

function idx(): Index {
  index ??= build();
  return index;
}

export const subjectId = (subject: SubjectCode) => `cz.${subject}`;

/** The id of a knowledge-point leaf, by its (unique) name. */
export function knowledgeId(subject: SubjectCode, name: string): string {
  const found = idx().knowledge.get(`${subjectId(subject)}|${name}`) ?? [];
  const leaves = found.filter((k) => idx().leaves.has(k.id));
  if (leaves.length !== 1) {
    throw new Error(`knowledge point “${name}” of ${subject}: ${leaves.length} leaves of that name`);
  }
  return (leaves[0] as Node).id;
}

/** Whether a knowledge-point leaf of that name exists. */
export function hasKnowledgeLeaf(subject: SubjectCode, name: string): boolean {
  return (idx().knowledge.get(`${subjectId(subject)}|${name}`) ?? []).some((k) => idx().leaves.has(k.id));
}

/** The name without its numbering: “1.2.3 相反数” → 相反数, “第二章 实数” → 实数, “第1节 力” → 力. */
function bare(name: string): string {
  return name.replace(/^(第\S+[章节]|\d+(\.\d+)*)\s+/, '');
}

/**
 * A book node by name within one textbook (`version` e.g. rj, `book` e.g. 7a). The name may be given
 * with or without its numbering; when several nodes match, the deepest one wins, and a tie throws.
 */
export function bookNodeId(subject: SubjectCode, version: string, book: string, name: string): string {
  const textbook = `${subjectId(subject)}.${version}.${book}`;
  const nodes = idx().books.get(textbook);
  if (!nodes) throw new Error(`no textbook ${textbook}`);
  let found = nodes.filter((n) => n.name === name);
  if (found.length === 0) found = nodes.filter((n) => bare(n.name) === name);
  const deepest = Math.max(...found.map((n) => n.depth));
  found = found.filter((n) => n.depth === deepest);
  if (found.length !== 1) throw new Error(`book node “${name}” in ${textbook}: ${found.length} matches`);
  return (found[0] as Node).id;
}

/** The name of a knowledge point by id. */
export function knowledgeName(id: string): string {
  for (const list of idx().knowledge.values()) for (const k of list) if (k.id === id) return k.name;
  throw new Error(`no knowledge point ${id}`);
}

export function isKnowledgeLeaf(id: string): boolean {
  return idx().leaves.has(id);
}

export function bookNode(id: string): { name: string; pid: string | null } | undefined {
  return idx().nodes.get(id);
}

/** The chapter (depth-1 node) above a book node. */
export function chapterOf(id: string): string {
  let node = idx().nodes.get(id);
  while (node?.pid) node = idx().nodes.get(node.pid);
  if (!node) throw new Error(`no book node ${id}`);
  return node.name;
}

export function questionTypeNames(subject: SubjectCode): Set<string> {
  return idx().types.get(subjectId(subject)) ?? new Set();
}

export interface Tags {
  knowledgeIds: string[];
  bookNodeIds: string[];
}

/**
 * Tags from names. `k`: knowledge-point names; each version key (rj, bsd, hk) lists
 * `"<book> <node name>"`, e.g. `{ k: ['相反数'], rj: '7a 相反数', bsd: '7a 数轴' }`.
 */
export interface TagSpec {
  k: string | string[];
  rj?: string | string[];
  bsd?: string | string[];
  hk?: string | string[];
}

const list = (x: string | string[] | undefined) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

export function tags(subject: SubjectCode, spec: TagSpec): Tags {
  const knowledgeIds = list(spec.k).map((name) => knowledgeId(subject, name));
  const bookNodeIds: string[] = [];
  for (const version of ['rj', 'bsd', 'hk'] as const) {
    for (const ref of list(spec[version])) {
      const space = ref.indexOf(' ');
      if (space < 0) throw new Error(`book ref “${ref}” needs "<book> <name>"`);
      bookNodeIds.push(bookNodeId(subject, version, ref.slice(0, space), ref.slice(space + 1)));
    }
  }
  if (knowledgeIds.length === 0) throw new Error('tags: at least one knowledge point');
  return { knowledgeIds: [...new Set(knowledgeIds)], bookNodeIds: [...new Set(bookNodeIds)] };
}

export const mathTags = (spec: TagSpec) => tags('math', spec);
export const physicsTags = (spec: TagSpec) => tags('physics', spec);

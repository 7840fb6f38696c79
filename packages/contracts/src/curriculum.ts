import { z } from 'zod';
import { IdName } from './envelope';

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(80, message);

export const SubjectQuery = z.object({ stageId: id('请选择学段') });
export const VersionQuery = z.object({ subjectId: id('请选择学科') });
export const TextbookQuery = z.object({ versionId: id('请选择教材版本') });
export const BookNodeQuery = z.object({ textBookId: id('请选择教材') });
export const KnowledgeQuery = z.object({ subjectId: id('请选择学科') });
export const QuestionTypeQuery = z.object({
  subjectId: id('请选择学科'),
  isObjective: z
    .enum(['true', 'false', '1', '0'], { error: 'isObjective 只能为 true 或 false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

/** `GET /resource/basic/textbook/search/`: the volumes, and the one to select (`userGradeId`). */
export const TextbookList = z.object({
  list: z.array(IdName),
  /** The user's saved textbook when it is in this version, else the first; null when there is none. */
  userGradeId: z.string().nullable(),
});
export type TextbookList = z.infer<typeof TextbookList>;

export const QuestionTypeItem = z.object({ id: z.string(), name: z.string(), isObjective: z.boolean() });
export type QuestionTypeItem = z.infer<typeof QuestionTypeItem>;

/** `GET /resource/basic/question/type/search/`: a subject's question types in curriculum order. */
export const QuestionTypeList = z.array(QuestionTypeItem);

/** Stages, subjects or versions: ids and names in curriculum order. */
export const IdNameList = z.array(IdName);

/** A node of the chapter tree (chapter → section → lesson) or the knowledge tree. */
export interface TreeItem {
  id: string;
  name: string;
  children: TreeItem[];
}
export const TreeItem: z.ZodType<TreeItem> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(TreeItem) }),
);

/** `GET …/bookNode/search/`, `GET …/knowledge/point/search/`: the roots of a tree. */
export const TreeList = z.array(TreeItem);

const nodeName = z.string().trim().min(1, '请输入名称').max(60, '名称最多 60 个字');

/** Platform administrators add chapter nodes under a textbook (or under a node of it). */
export const CreateBookNodeBody = z.object({
  textBookId: id('请选择教材'),
  pid: z.string().max(120).nullable().optional(),
  name: nodeName,
});
/** Platform administrators add knowledge points under a subject (or under a point of it). */
export const CreateKnowledgeBody = z.object({
  subjectId: id('请选择学科'),
  pid: z.string().max(120).nullable().optional(),
  name: nodeName,
});
export const RenameNodeBody = z.object({ name: nodeName });
export const NodeIdParam = z.object({ id: z.string().min(1).max(120) });

/**
 * Hand-written items as readable text blocks. One block per topic file:
 *
 * ```
 * @ 声音的产生、声音的传播 | rj 8a 声音的产生与传播 | hk 8 科学探究：声音的产生与传播
 * 【单选 0.85】下列关于声音的说法中，正确的是（　　）
 * A．声音可以在真空中传播
 * B．声音是由物体振动产生的
 * C．…
 * D．…
 * 答：B
 * 析：…
 * ```
 *
 * - `@` sets the tags for the items below it: knowledge-point names (、-separated), then
 *   `<version> <book> <node name>` segments, all separated by `|`.
 * - `【类型 难度 分值】` starts an item; 类型 is 单选/多选/判断/填空/计算/解答/证明/作图/实验/综合,
 *   难度 the scoring rate, 分值 optional. The rest of the line starts the stem.
 * - `A．`… option lines; `答：` the answer (letters, 对/错, blanks separated by ｜, or the text);
 *   `析：` the analysis; `问(分值)：` starts a sub-question with its own options, 答 and 析.
 * - Any other line continues the previous field on a new line (`<br>`); `#` lines are comments.
 */

import type { Draft } from '../lib/core';
import { hasKnowledgeLeaf, type SubjectCode, type TagSpec, tags } from '../lib/curriculum';
import type { QuestionPartSeed } from '../types';

const TYPES: Record<string, string> = {
  单选: '单选题',
  多选: '多选题',
  判断: '判断题',
  填空: '填空题',
  计算: '计算题',
  解答: '解答题',
  证明: '证明题',
  作图: '作图题',
  实验: '实验题',
  综合: '综合能力题',
};

const DEFAULT_SCORE: Record<string, number> = {
  单选: 3,
  多选: 4,
  判断: 2,
  填空: 3,
  计算: 6,
  解答: 8,
  证明: 8,
  作图: 3,
  实验: 8,
  综合: 8,
};

interface Open {
  type: string;
  draft: Draft;
  parts: QuestionPartSeed[];
  /** The field being written: stem / answer / analysis of the item or of its last part. */
  field: 'stem' | 'answer' | 'analysis' | 'option';
  where: string;
}

function parseTagLine(subject: SubjectCode, line: string) {
  const [kpart = '', ...refs] = line
    .slice(1)
    .split('|')
    .map((s) => s.trim());
  // Names are 、-separated, but some names contain 、 themselves: take the longest run that is a name.
  const tokens = kpart.split('、').map((s) => s.trim());
  const names: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let j = tokens.length;
    while (j > i + 1 && !hasKnowledgeLeaf(subject, tokens.slice(i, j).join('、'))) j--;
    names.push(tokens.slice(i, j).join('、'));
    i = j;
  }
  const spec: TagSpec = { k: names };
  for (const ref of refs) {
    const space = ref.indexOf(' ');
    const version = ref.slice(0, space) as 'rj' | 'bsd' | 'hk';
    if (!['rj', 'bsd', 'hk'].includes(version)) throw new Error(`hand: bad book ref “${ref}”`);
    const list = spec[version];
    spec[version] = [
      ...(list === undefined ? [] : Array.isArray(list) ? list : [list]),
      ref.slice(space + 1),
    ];
  }
  return tags(subject, spec);
}

const isChoice = (type: string) => type === '单选' || type === '多选';

function finish(o: Open, out: Draft[]) {
  const d = o.draft;
  const where = o.where;
  if (o.parts.length) {
    d.parts = o.parts;
    if (d.answer.length === 0)
      d.answer = [o.parts.map((p, i) => `（${i + 1}）${p.answer.join('，')}`).join('；')];
    if (!d.analysis) d.analysis = o.parts.map((p, i) => `（${i + 1}）${p.analysis}`).join('<br>');
    for (const p of o.parts)
      if (!p.answer.length || !p.analysis) throw new Error(`hand: part without 答/析 at ${where}`);
  }
  if (d.answer.length === 0) throw new Error(`hand: no 答 at ${where}`);
  if (!d.analysis) throw new Error(`hand: no 析 at ${where}`);
  if (isChoice(o.type)) {
    const n = d.options?.length ?? 0;
    if (n < 2) throw new Error(`hand: choice without options at ${where}`);
    const letters = (d.answer[0] ?? '').split('');
    if (o.type === '单选' && letters.length !== 1) throw new Error(`hand: 单选 needs one letter at ${where}`);
    if (letters.some((l) => l < 'A' || l.charCodeAt(0) - 65 >= n))
      throw new Error(`hand: answer out of range at ${where}`);
    d.answer = letters;
  }
  if (o.type === '判断' && !['对', '错'].includes(d.answer[0] ?? ''))
    throw new Error(`hand: 判断 answer must be 对/错 at ${where}`);
  out.push(d);
}

/** Parses one text block into drafts; throws with the line on any malformed input. */
export function parseItems(subject: SubjectCode, text: string, file: string): Draft[] {
  const out: Draft[] = [];
  let current: Open | undefined;
  let currentTags: ReturnType<typeof tags> | undefined;
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const where = `${file}:${i + 1}`;
    if (!line || line.startsWith('#')) return;
    if (line.startsWith('@')) {
      if (current) finish(current, out);
      current = undefined;
      currentTags = parseTagLine(subject, line);
      return;
    }
    const head = /^【(\S+)\s+([\d.]+)(?:\s+(\d+))?】(.*)$/.exec(line);
    if (head) {
      if (current) finish(current, out);
      const [, type = '', diff = '', score, rest = ''] = head;
      if (!TYPES[type]) throw new Error(`hand: unknown type ${type} at ${where}`);
      if (!currentTags) throw new Error(`hand: item before any @ line at ${where}`);
      current = {
        type,
        draft: {
          typeName: TYPES[type] as string,
          difficulty: Number(diff),
          stem: rest.trim(),
          answer: [],
          analysis: '',
          tags: currentTags,
          score: score ? Number(score) : (DEFAULT_SCORE[type] as number),
        },
        parts: [],
        field: 'stem',
        where,
      };
      if (isChoice(type)) current.draft.options = [];
      return;
    }
    if (!current) throw new Error(`hand: text outside an item at ${where}`);
    const o = current;
    const part = o.parts.at(-1);
    const q = /^问(?:\((\d+)\))?：(.*)$/.exec(line);
    if (q) {
      o.parts.push({ stem: (q[2] ?? '').trim(), answer: [], analysis: '', score: q[1] ? Number(q[1]) : 2 });
      o.field = 'stem';
      return;
    }
    const opt = /^([A-H])[．.]\s*(.*)$/.exec(line);
    if (opt && (o.field === 'stem' || o.field === 'option')) {
      const target = part ?? o.draft;
      target.options ??= [];
      if (target.options.length !== (opt[1] as string).charCodeAt(0) - 65)
        throw new Error(`hand: option ${opt[1]} out of order at ${where}`);
      target.options.push((opt[2] ?? '').trim());
      o.field = 'option';
      return;
    }
    const ans = /^答：(.*)$/.exec(line);
    if (ans) {
      const text = (ans[1] ?? '').trim();
      const blanks = text.split('｜').map((s) => s.trim());
      if (part) part.answer = part.options ? text.split('') : blanks;
      else o.draft.answer = o.type === '填空' ? blanks : [text];
      o.field = 'answer';
      return;
    }
    const ana = /^析：(.*)$/.exec(line);
    if (ana) {
      if (part) part.analysis = (ana[1] ?? '').trim();
      else o.draft.analysis = (ana[1] ?? '').trim();
      o.field = 'analysis';
      return;
    }
    // Continuation of the current field.
    const target = part ?? o.draft;
    if (o.field === 'stem') target.stem += `<br>${line}`;
    else if (o.field === 'option') {
      const opts = target.options as string[];
      opts[opts.length - 1] += `<br>${line}`;
    } else if (o.field === 'analysis') target.analysis += `<br>${line}`;
    else {
      const a = target.answer;
      a[a.length - 1] += `<br>${line}`;
    }
  });
  if (current) finish(current, out);
  return out;
}

/**
 * Reads the common teacher format of a Word file of questions, already turned into HTML paragraphs:
 *
 *   一、选择题                      ← section heading: sets the type of what follows
 *   1. 题干……                      ← a question starts with its number
 *   A. …  B. …  C. …  D. …          ← options, one or several to a line
 *   【答案】B                        ← answer block
 *   【解析】……                      ← analysis block, may run over several paragraphs
 *
 * Pure: HTML in, drafts out. The drafts carry the problems a teacher should look at.
 */

/** Paragraphs (inner HTML) and tables of the converted document, in order. */
export function paragraphsOf(html: string): string[] {
  return [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>|(<table>[\s\S]*?<\/table>)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
}

export interface ParsedDraft {
  number: number;
  typeName: string;
  stem: string;
  options: string[];
  answer: string[];
  analysis: string;
  problems: string[];
}

const HEADING = /^[一二三四五六七八九十]+[、.．]\s*(.+?)(?:[（(].*[)）])?\s*$/;
const NUMBERED = /^(\d{1,3})\s*[.．、]\s*/;
const OPTION = /(?:^|\s|&nbsp;)([A-H])\s*[.．、:：]\s*/g;
const ANSWER = /^【\s*答\s*案\s*】\s*[:：]?\s*/;
const ANALYSIS = /^【\s*(解\s*析|分\s*析|详\s*解|点\s*评)\s*】\s*[:：]?\s*/;

function typeFromHeading(text: string): string | null {
  if (/多选|多项选择/.test(text)) return '多选题';
  if (/选择/.test(text)) return '单选题';
  if (/判断/.test(text)) return '判断题';
  if (/填空/.test(text)) return '填空题';
  if (/计算/.test(text)) return '计算题';
  if (/证明/.test(text)) return '证明题';
  if (/解答|应用|综合/.test(text)) return '解答题';
  return null;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * Splits a paragraph holding options ("A. 1 B. 2 …", or one "C. …" per line) into them; null when it
 * does not start with the option letter that comes next.
 */
function splitOptions(html: string, next: string): string[] | null {
  const text = stripTags(html);
  if (!new RegExp(`^${next}\\s*[.．、:：]`).test(text)) return null;
  const marks = [...html.matchAll(OPTION)];
  if (marks.length === 0) return null;
  const out: string[] = [];
  for (let i = 0; i < marks.length; i++) {
    const start = marks[i]!.index! + marks[i]![0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index! : html.length;
    out.push(
      html
        .slice(start, end)
        .replace(/(&nbsp;|\s)+$/g, '')
        .trim(),
    );
  }
  return out;
}

function answerParts(text: string, typeName: string, optionCount: number): string[] {
  const t = text.trim();
  if (optionCount > 0 && /^[A-H\s,，、]+$/.test(t))
    return [...t.replace(/[\s,，、]/g, '')].filter((c, i, a) => a.indexOf(c) === i);
  if (typeName === '判断题')
    return [/^(对|正确|√|T|true)$/i.test(t) ? '对' : /^(错|错误|×|F|false)$/i.test(t) ? '错' : t];
  if (typeName === '填空题') return t.split(/[；;]\s*|\s{2,}/).filter(Boolean);
  return [t];
}

/** Turns the paragraphs of a converted Word file into question drafts, plus lines that fit nowhere. */
export function parseQuestionParagraphs(paragraphs: string[]): { drafts: ParsedDraft[]; ignored: string[] } {
  const drafts: ParsedDraft[] = [];
  const ignored: string[] = [];
  let sectionType: string | null = null;
  let current:
    | (ParsedDraft & { mode: 'stem' | 'answer' | 'analysis'; stemParts: string[]; answerText: string })
    | null = null;

  const finish = () => {
    if (!current) return;
    const { mode: _m, stemParts, answerText, ...d } = current;
    d.stem = stemParts.map((p) => `<p>${p}</p>`).join('');
    if (d.options.length === 0 && (d.typeName === '单选题' || d.typeName === '多选题')) d.typeName = '解答题';
    d.answer = answerText ? answerParts(answerText, d.typeName, d.options.length) : [];
    if (d.options.length && d.answer.length > 1 && d.typeName === '单选题') d.typeName = '多选题';
    if (!stripTags(d.stem)) d.problems.push('题干为空');
    if (d.answer.length === 0) d.problems.push('没有找到【答案】');
    if (d.options.length) {
      if (d.options.length < 2) d.problems.push('选项少于 2 个');
      const letters = 'ABCDEFGH'.slice(0, d.options.length);
      const bad = d.answer.filter((a) => !letters.includes(a));
      if (bad.length) d.problems.push(`答案 ${bad.join('')} 不在选项中`);
      if (d.options.some((o) => !stripTags(o) && !/<img/.test(o))) d.problems.push('有空选项');
    }
    drafts.push(d);
    current = null;
  };

  for (const html of paragraphs) {
    const text = stripTags(html);
    if (!text && !/<img/.test(html)) continue;
    const heading = text.match(HEADING);
    if (heading && !NUMBERED.test(text) && typeFromHeading(heading[1]!)) {
      finish();
      sectionType = typeFromHeading(heading[1]!);
      continue;
    }
    const numbered = text.match(NUMBERED);
    // A number starts the next question when it follows on from the last one (so "1." inside a 解析
    // does not); the first question of a file may have any number.
    const expected = drafts.length || current ? (current?.number ?? drafts.at(-1)!.number) + 1 : null;
    if (numbered && (expected === null || Number(numbered[1]) === expected)) {
      finish();
      const body = html.replace(/^(\s*<[^>]+>)*\s*\d{1,3}\s*[.．、]\s*/, (m) =>
        m.replace(/\d{1,3}\s*[.．、]\s*$/, ''),
      );
      current = {
        number: Number(numbered[1]),
        typeName: sectionType ?? (/[＿_]{2,}|（\s*）|\(\s*\)/.test(text) ? '填空题' : '解答题'),
        stem: '',
        options: [],
        answer: [],
        analysis: '',
        problems: [],
        mode: 'stem',
        stemParts: [body],
        answerText: '',
      };
      continue;
    }
    if (!current) {
      ignored.push(text);
      continue;
    }
    if (ANSWER.test(text)) {
      current.mode = 'answer';
      const rest = text.replace(ANSWER, '');
      const analysisAt = rest.search(/【\s*(解\s*析|分\s*析|详\s*解)\s*】/);
      current.answerText = analysisAt >= 0 ? rest.slice(0, analysisAt).trim() : rest;
      if (analysisAt >= 0) {
        current.mode = 'analysis';
        current.analysis = `<p>${rest.slice(analysisAt).replace(ANALYSIS, '')}</p>`;
      }
      continue;
    }
    if (ANALYSIS.test(text)) {
      current.mode = 'analysis';
      current.analysis += `<p>${html.replace(/^(\s*<[^>]+>)*\s*【[^】]*】\s*[:：]?\s*/, '')}</p>`;
      continue;
    }
    if (current.mode === 'stem') {
      const options = splitOptions(html, 'ABCDEFGH'[current.options.length] ?? 'I');
      if (options) {
        current.options.push(...options);
        continue;
      }
      current.stemParts.push(html);
    } else if (current.mode === 'answer') {
      current.answerText += ` ${text}`;
    } else {
      current.analysis += `<p>${html}</p>`;
    }
  }
  finish();
  return { drafts, ignored };
}

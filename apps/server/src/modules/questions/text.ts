/**
 * Search text of questions: index tokens, keyword queries, fingerprints, tag ancestors, difficulty bands.
 * (Question HTML itself is sanitised by @zhijuan/word-import.)
 */

const HAN = /\p{Script=Han}/u;

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\\[a-zA-Z]+/g, ' ');
}

/**
 * Search tokens of a text: every CJK character on its own and every latin/digit run, lower-cased.
 * Chinese has no spaces and word segmenters disagree with themselves (绝对值 → 绝对|值), so the index
 * holds characters and a search term becomes a phrase of adjacent characters: exact substring match.
 */
export function searchTokens(html: string): string[] {
  const out: string[] = [];
  for (const m of plainText(html).matchAll(/\p{Script=Han}|[A-Za-z0-9]+(?:\.[0-9]+)?/gu))
    out.push(m[0].toLowerCase());
  return out;
}

const isHan = (token: string | undefined) => token !== undefined && token.length === 1 && HAN.test(token);

/**
 * What the index stores for a token list: each token, and after each of two neighbouring characters
 * their pair (绝 对 值 → 绝 绝对 对 对值 值). A pair is far rarer than either character, so a keyword of
 * two characters or more is found through its pairs instead of rechecking every row that merely holds
 * the same characters somewhere. Bump SEARCH_TEXT_VERSION when this changes: stored rows are redone.
 */
export function indexTokens(tokens: string[]): string[] {
  const out: string[] = [];
  tokens.forEach((t, i) => {
    out.push(t);
    const next = tokens[i + 1];
    if (isHan(t) && isHan(next)) out.push(t + next);
  });
  return out;
}

export const SEARCH_TEXT_VERSION = '3';

/**
 * Marks the tokens of what is not the question's own text (its knowledge points' and chapters' names,
 * its 解析): `ξ方程`. Stem tokens are CJK or ASCII only, so a marked token never equals one of them, and
 * a search can match either and still rank questions whose stem holds the words first.
 */
export const ALSO = 'ξ';

/** What a question is also found by besides its text: names of its tags and its 解析. */
export interface SearchAlso {
  /** Names of every tagged knowledge point and book node, with their ancestors. */
  names: string[];
  analysis?: string | null;
  parts?: { analysis?: string }[] | null;
}

/**
 * `questions.search_text` of a question: its stem, options and sub-questions as index tokens, then the
 * `also` texts (tag names, 解析), each on its own and marked with ALSO.
 */
export function questionSearchText(
  q: {
    stem: string;
    options?: string[] | null;
    parts?: { stem: string; options?: string[] | undefined }[] | null;
  },
  also?: SearchAlso,
): string {
  const html = [
    q.stem,
    ...(q.options ?? []),
    ...(q.parts ?? []).flatMap((p) => [p.stem, ...(p.options ?? [])]),
  ];
  const own = indexTokens(searchTokens(html.join(' ')));
  if (!also) return own.join(' ');
  const texts = [...also.names, also.analysis ?? '', ...(also.parts ?? []).map((p) => p.analysis ?? '')];
  const more = texts.flatMap((t) => indexTokens(searchTokens(t)).map((token) => ALSO + token));
  return [...own, ...more].join(' ');
}

/** The names `SearchAlso` wants, from the tag ids with ancestors and an id → name lookup. */
export function tagNames(ids: string[], name: (id: string) => string | undefined): string[] {
  return [...new Set(ids.map(name).filter((n): n is string => !!n))];
}

/**
 * One word as a tsquery phrase over `indexTokens`: the pairs of its characters (each pair two positions
 * after the last, as stored), a lone character or latin run as itself, with the exact distance between
 * them — 绝对值 → `绝对 <2> 对值`, 方程 → `方程`, x的值 → `x <2> 的值`.
 */
function wordPhrase(bare: string[], marked = false): string {
  const mark = marked ? ALSO : '';
  const picked: { token: string; at: number }[] = [];
  let at = 0;
  bare.forEach((t, i) => {
    const pair = isHan(t) && isHan(bare[i + 1]);
    const afterPair = isHan(t) && isHan(bare[i - 1]);
    if (pair) picked.push({ token: mark + t + bare[i + 1], at: at + 1 });
    else if (!afterPair) picked.push({ token: mark + t, at });
    at += pair ? 2 : 1;
  });
  return picked.map((p, i) => (i === 0 ? p.token : `<${p.at - picked[i - 1]!.at}> ${p.token}`)).join(' ');
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The words a teacher typed, each as its tokens: see `keywordQuery`. */
function keywordWords(keyword: string): string[][] {
  const words: string[][] = [];
  for (const term of keyword.trim().split(/\s+/).slice(0, 8)) {
    const inTerm: string[][] = [];
    for (const { segment, isWordLike } of segmenter.segment(term)) {
      if (!isWordLike) continue;
      const tokens = searchTokens(segment);
      // A lone character belongs to the word before it: 绝对|值 → 绝对值, 圆周|角 → 圆周角.
      if (tokens.length === 1 && HAN.test(tokens[0]!) && inTerm.length) inTerm.at(-1)!.push(...tokens);
      else if (tokens.length) inTerm.push(tokens);
    }
    words.push(...inTerm);
  }
  return words;
}

/**
 * Turns what a teacher typed into a tsquery over the stored index tokens: each whitespace-separated
 * term is cut into words (Intl.Segmenter, a lone character joined to the word before it), each word is
 * a phrase (see `wordPhrase`) found in the question's text or in its tag names and 解析 (ALSO), and all
 * are required. So 「二次函数顶点」 finds 「二次函数的顶点」, and 「一元一次方程」 every question of that
 * chapter. Null when nothing searchable was typed.
 */
export function keywordQuery(keyword: string): string | null {
  const words = keywordWords(keyword);
  if (!words.length) return null;
  return words.map((w) => `(${wordPhrase(w)} | ${wordPhrase(w, true)})`).join(' & ');
}

/** The part of `keywordQuery` that the question's own text meets: every word in the stem or options. */
export function stemKeywordQuery(keyword: string): string | null {
  const words = keywordWords(keyword);
  return words.length ? words.map((w) => `(${wordPhrase(w)})`).join(' & ') : null;
}

/** The stem reduced to letters, digits and CJK characters, for near-duplicate detection. */
export function fingerprint(html: string): string {
  return [...plainText(html).toLowerCase()].filter((c) => HAN.test(c) || /[a-z0-9]/.test(c)).join('');
}

/** Every ancestor id of hierarchical ids (`a.b.c` → `a.b.c`, `a.b`), stopping at `stopAt` parts. */
export function withAncestors(ids: string[], minParts: number): string[] {
  const all = new Set<string>();
  for (const id of ids) {
    const parts = id.split('.');
    for (let n = parts.length; n >= minParts; n--) all.add(parts.slice(0, n).join('.'));
  }
  return [...all];
}

export const DIFFICULTY_BANDS = [
  { key: 1, name: '容易', min: 0.8, max: 1.01 },
  { key: 2, name: '较易', min: 0.6, max: 0.8 },
  { key: 3, name: '中档', min: 0.4, max: 0.6 },
  { key: 4, name: '较难', min: 0.2, max: 0.4 },
  { key: 5, name: '困难', min: 0, max: 0.2 },
] as const;

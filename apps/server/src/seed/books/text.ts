/**
 * Question HTML with LaTeX (`\( … \)`) as plain lines for the generated 同步学案 PDFs: tags become line
 * breaks or nothing, entities are decoded, and formulas are written linearly with Unicode — fractions
 * as a/b (with brackets when needed), powers as superscripts, roots as √, operators as their signs.
 */

const SUP: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};
const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  cdot: '·',
  cdots: '…',
  ldots: '…',
  dots: '…',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  theta: 'θ',
  angle: '∠',
  triangle: '△',
  circ: '°',
  degree: '°',
  parallel: '∥',
  perp: '⊥',
  because: '∵',
  therefore: '∴',
  infty: '∞',
  in: '∈',
  cup: '∪',
  cap: '∩',
  rightarrow: '→',
  to: '→',
  Rightarrow: '⇒',
  left: '',
  right: '',
  quad: '  ',
  qquad: '    ',
  ',': ' ',
  ';': ' ',
  '!': '',
  '%': '%',
  '{': '{',
  '}': '}',
  '|': '|',
  backslash: '\\',
  sim: '∽',
  cong: '≌',
  odot: '⊙',
  square: '□',
  lt: '<',
  gt: '>',
  prime: '′',
  overline: '',
  underline: '',
};

/** Reads one `{…}` group (or a single token) starting at i; returns its content and the index after it. */
function group(s: string, i: number): [string, number] {
  while (s[i] === ' ') i++;
  if (s[i] !== '{') {
    if (s[i] === '\\') {
      const m = /^\\([a-zA-Z]+|.)/.exec(s.slice(i))!;
      return [m[0], i + m[0].length];
    }
    return [s[i] ?? '', i + 1];
  }
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j] === '{') depth++;
    else if (s[j] === '}' && --depth === 0) return [s.slice(i + 1, j), j + 1];
  }
  return [s.slice(i + 1), s.length];
}

const simple = (t: string) => /^[\p{L}\p{N}.′]+$/u.test(t) || /^[-−]?[\p{N}.]+$/u.test(t);
const bracket = (t: string) => (simple(t) ? t : `(${t})`);

/** A LaTeX formula as linear Unicode text. */
export function texToText(tex: string): string {
  let out = '';
  for (let i = 0; i < tex.length; ) {
    const c = tex[i]!;
    if (c === '\\') {
      const m = /^\\([a-zA-Z]+|.)/.exec(tex.slice(i));
      const name = m ? m[1]! : '';
      i += m ? m[0].length : 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [a, j] = group(tex, i);
        const [b, k] = group(tex, j);
        i = k;
        out += `${bracket(texToText(a))}/${bracket(texToText(b))}`;
      } else if (name === 'sqrt') {
        let index = '';
        if (tex[i] === '[') {
          const close = tex.indexOf(']', i);
          index = tex.slice(i + 1, close);
          i = close + 1;
        }
        const [a, j] = group(tex, i);
        i = j;
        const inner = texToText(a);
        out += `${index ? [...index].map((d) => SUP[d] ?? d).join('') : ''}√${simple(inner) ? inner : `(${inner})`}`;
      } else if (
        name === 'text' ||
        name === 'mathrm' ||
        name === 'mathbf' ||
        name === 'boxed' ||
        name === 'overline' ||
        name === 'widehat'
      ) {
        const [a, j] = group(tex, i);
        i = j;
        out += name === 'text' || name === 'mathrm' ? a : texToText(a);
      } else out += SYMBOLS[name] ?? '';
    } else if (c === '^' || c === '_') {
      const [a, j] = group(tex, i + 1);
      i = j;
      const t = texToText(a);
      if (c === '^' && [...t].every((ch) => SUP[ch])) out += [...t].map((ch) => SUP[ch]).join('');
      else if (c === '^') out += t === '°' || t === '∘' ? '°' : `^${bracket(t)}`;
      else out += t.length === 1 ? t : `_${bracket(t)}`;
    } else if (c === '{' || c === '}') i++;
    else if (c === '&') i++;
    else {
      out += c === '-' ? '−' : c;
      i++;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'" };

/** Question HTML as lines of plain text. */
export function htmlToLines(html: string): string[] {
  const text = html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '  ')
    .replace(/<img[^>]*>/gi, '［图］')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(#?\w+);/g,
      (m, e: string) => ENTITIES[e] ?? (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : m),
    )
    .replace(/\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g, (_, a?: string, b?: string) =>
      texToText(a ?? b ?? ''),
    );
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
}

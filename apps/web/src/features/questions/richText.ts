import katex from 'katex';

/** `\( … \)` inline and `\[ … \]` display formulas, as the question bank stores them. */
const FORMULA = /\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

/** Elements a question never needs; the server already drops them, this is the second lock. */
const DROPPED =
  'script,style,iframe,frame,object,embed,link,meta,base,form,input,textarea,button,select,svg,math,template';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset'];

function safeUrl(name: string, value: string): boolean {
  // Browsers ignore spaces and control characters inside a scheme ("java\tscript:").
  const v = [...value]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  if (v.startsWith('javascript:') || v.startsWith('vbscript:')) return false;
  if (v.startsWith('data:'))
    return name === 'src' && v.startsWith('data:image/') && !v.startsWith('data:image/svg');
  return true;
}

/** Removes anything that could run code or restyle the page: scripts, handlers, script URLs, styles. */
function scrub(root: DocumentFragment): void {
  for (const el of root.querySelectorAll(DROPPED)) el.remove();
  for (const el of root.querySelectorAll('*')) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (
        name.startsWith('on') ||
        name === 'style' ||
        (URL_ATTRIBUTES.includes(name) && !safeUrl(name, attr.value))
      )
        el.removeAttribute(attr.name);
    }
  }
}

/**
 * Circled numbers (①, as solutions label equations: `\text{①}`) and Roman numerals have no KaTeX font
 * metrics: KaTeX warns for each one and sets it with no height. Hangul syllables, which a Chinese
 * question never holds, are typeset as text with a letter's metrics; they stand in for those
 * characters while KaTeX lays the formula out and are swapped back in its markup.
 */
const NO_METRICS = /[\u2150-\u218F\u2460-\u24FF]/g;
const STAND_IN_FROM = 0xac00;
const STAND_INS = /[\uAC00-\uACDF]/g;
const HAS_NO_METRICS = /[\u2150-\u218F\u2460-\u24FF]/;
const HAS_STAND_IN = /[\uAC00-\uACDF]/;
const NO_METRICS_FIRST = 0x2150;
const CIRCLED_FIRST = 0x2460;
const NUMBER_FORMS = 0x40;

const standInFor = (c: string) => {
  const code = c.charCodeAt(0);
  const slot = code >= CIRCLED_FIRST ? NUMBER_FORMS + code - CIRCLED_FIRST : code - NO_METRICS_FIRST;
  return String.fromCharCode(STAND_IN_FROM + slot);
};
const originalOf = (c: string) => {
  const slot = c.charCodeAt(0) - STAND_IN_FROM;
  return String.fromCharCode(
    slot >= NUMBER_FORMS ? CIRCLED_FIRST + slot - NUMBER_FORMS : NO_METRICS_FIRST + slot,
  );
};

function typeset(tex: string, display: boolean): string {
  // A formula that holds Hangul itself keeps its characters as they are.
  const swap = HAS_NO_METRICS.test(tex) && !HAS_STAND_IN.test(tex);
  const html = katex.renderToString(swap ? tex.replace(NO_METRICS, standInFor) : tex, {
    displayMode: display,
    throwOnError: false,
    // Chinese words inside formulas are common in school maths; do not warn about them.
    strict: 'ignore',
    trust: false,
    output: 'htmlAndMathml',
  });
  return swap ? html.replace(STAND_INS, originalOf) : html;
}

function formulaNodes(tex: string, display: boolean): DocumentFragment {
  const holder = document.createElement('template');
  holder.innerHTML = typeset(tex, display);
  return holder.content;
}

/** Replaces the formulas of one text node by KaTeX markup; returns false when it holds none. */
function renderTextNode(node: Text): boolean {
  const text = node.data;
  if (!text.includes('\\(') && !text.includes('\\[')) return false;
  const out = document.createDocumentFragment();
  let last = 0;
  for (const match of text.matchAll(FORMULA)) {
    const at = match.index ?? 0;
    if (at > last) out.append(text.slice(last, at));
    const inline = match[1];
    out.append(formulaNodes((inline ?? match[2] ?? '').trim(), inline === undefined));
    last = at + match[0].length;
  }
  if (last === 0) return false;
  if (last < text.length) out.append(text.slice(last));
  node.replaceWith(out);
  return true;
}

/**
 * Question HTML (already sanitised by the server) with its formulas typeset by KaTeX. The HTML is
 * parsed in an inert `<template>` (nothing in it loads or runs), scrubbed once more, and only text
 * nodes are searched for formulas, so markup can never be mistaken for TeX or vice versa.
 */
export function renderRichText(html: string): string {
  if (!html) return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  scrub(root);
  root.normalize();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  for (const t of texts) renderTextNode(t);
  return template.innerHTML;
}

/** The plain text of question HTML (formulas left as TeX), for titles, tooltips and search. */
export function plainText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

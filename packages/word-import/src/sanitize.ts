import sanitize from 'sanitize-html';

/**
 * Question HTML is a small safe subset. Formulas are LaTeX text inside `\( … \)` / `\[ … \]`, so no
 * MathML or script is ever needed; images only from data: URLs or our own file route.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'div',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'ol',
    'ul',
    'li',
  ],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    span: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['data'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSrc(frame.attribs.src ?? ''),
};

/**
 * An `<img src>` of question HTML: a data URL of a picture, or a file of our own file route. The path
 * is decoded once and must then be a plain `/api/files/<folder>/<name>`: `..`, `%2e%2e` (and `%252e`,
 * which keeps a `%`), backslashes, queries and doubled slashes are refused, as anything that could
 * leave the prefix once a browser or a proxy resolves it.
 */
export function allowedImageSrc(src: string): boolean {
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml);/.test(src)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return false;
  }
  return (
    /^\/api\/files\/(?:[A-Za-z0-9_-]+\/)+[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(decoded) && !/\.\./.test(decoded)
  );
}

/** Removes everything but the allowed tags and attributes; scripts, handlers and styles go. */
export function sanitizeQuestionHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import { renderRichText } from './richText';

/** Question HTML with KaTeX formulas; `inline` renders in a span (options, table cells). */
export function RichText({
  html,
  inline = false,
  className,
}: {
  html: string;
  inline?: boolean;
  className?: string;
}) {
  const rendered = useMemo(() => renderRichText(html), [html]);
  const Tag = inline ? 'span' : 'div';
  const classes = `zj-rich${className ? ` ${className}` : ''}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML, parsed inert and scrubbed again by renderRichText
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: rendered }} />;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainText, renderRichText } from './richText';

describe('renderRichText', () => {
  afterEach(() => {
    delete (window as { pwned?: boolean }).pwned;
  });

  it('typesets \\( \\) inline and \\[ \\] display formulas with KaTeX', () => {
    const html = renderRichText('<p>若 \\(x^2=4\\)，则</p><p>\\[\\frac{1}{2}\\]</p>');
    const box = document.createElement('div');
    box.innerHTML = html;
    const inline = box.querySelector('p:first-child > .katex');
    expect(inline).not.toBeNull();
    expect(inline?.querySelector('.katex-mathml annotation')?.textContent).toBe('x^2=4');
    expect(inline?.querySelector('.katex-html .msupsub')).not.toBeNull();
    expect(box.querySelector('p:first-child')?.textContent).toContain('若');
    const display = box.querySelector('p:last-child > .katex-display .katex');
    expect(display?.querySelector('annotation')?.textContent).toBe('\\frac{1}{2}');
    expect(html).not.toContain('\\(');
  });

  it('leaves text without formulas, and its markup, exactly as it was', () => {
    const source = '<p>下列说法正确的是（　）<strong>注意</strong> 2 &lt; 3</p>';
    expect(renderRichText(source)).toBe(source);
    expect(renderRichText('')).toBe('');
  });

  it('reads formulas as text: markup-like TeX stays text and a bad formula shows as an error, not a crash', () => {
    const box = document.createElement('div');
    box.innerHTML = renderRichText('<p>\\(a &lt; b\\) 与 \\(\\frac{1}{\\)</p>');
    expect(box.querySelector('annotation')?.textContent).toBe('a < b');
    expect(box.querySelector('.katex-error')).not.toBeNull();
    expect(box.querySelector('b')).toBeNull();
  });

  it('runs no script: handlers, script elements and javascript: links are removed unexecuted', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const html = renderRichText(
      '<p onclick="window.pwned=true">题</p><script>window.pwned=true</script>' +
        '<img src="x" onerror="window.pwned=true"><a href="javascript:window.pwned=true">链接</a>' +
        '<p>\\(\\href{javascript:alert(1)}{x}\\)</p><svg><script>window.pwned=true</script></svg>',
    );
    const box = document.createElement('div');
    box.innerHTML = html;
    document.body.append(box);
    box.querySelector('p')?.dispatchEvent(new MouseEvent('click'));
    await new Promise((r) => setTimeout(r, 20));
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    expect(html).not.toMatch(/onclick|onerror|<script/i);
    const attributes = [...box.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value));
    expect(attributes.filter((v) => /javascript:/i.test(v))).toEqual([]);
    // KaTeX's \href is refused without `trust`, so no link appears.
    expect(box.querySelector('a[href]')).toBeNull();
    box.remove();
  });

  it('plainText strips markup for titles', () => {
    expect(plainText('<p>计算 <b>\\(1+1\\)</b></p>')).toBe('计算 \\(1+1\\)');
  });
});

describe('circled numbers and Roman numerals in formulas', () => {
  it('sets ① ② (equation labels) and Ⅱ without KaTeX missing their metrics, and shows them as written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const tex = '\\begin{cases}x+y=3\\quad\\text{①}\\\\ x-y=1\\quad\\text{②}\\end{cases}';
      const box = document.createElement('div');
      box.innerHTML = renderRichText(`<p>解：\\(${tex}\\)，由①得 \\(x=2\\)；Ⅱ类 \\(Ⅱ+⑳\\)</p>`);
      expect(
        warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('No character metrics')),
      ).toEqual([]);
      const first = box.querySelectorAll('.katex')[0]!;
      expect(first.querySelector('.katex-html')?.textContent).toContain('①');
      expect(first.querySelector('.katex-html')?.textContent).toContain('②');
      expect(first.querySelector('annotation')?.textContent).toBe(tex);
      expect(box.querySelectorAll('.katex')[2]?.querySelector('.katex-html')?.textContent).toContain('Ⅱ+⑳');
      expect(box.textContent).not.toMatch(/[\uAC00-\uACDF]/);
    } finally {
      warn.mockRestore();
    }
  });

  it('leaves a formula that itself holds Hangul as it is', () => {
    const box = document.createElement('div');
    box.innerHTML = renderRichText('<p>\\(\\text{가}=1\\)</p>');
    expect(box.querySelector('.katex-html')?.textContent).toContain('가');
  });
});

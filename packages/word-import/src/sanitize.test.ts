import { describe, expect, it } from 'vitest';
import { allowedImageSrc, sanitizeQuestionHtml } from './sanitize';

describe('sanitizeQuestionHtml', () => {
  it('keeps formulas and safe markup and drops script, handlers and foreign images', () => {
    const dirty =
      '<p onclick="x()">已知 \\(x^2=4\\)<script>alert(1)</script><img src="https://evil/x.png"><img src="data:image/png;base64,AAA"><a href="javascript:1">链接</a></p>';
    const clean = sanitizeQuestionHtml(dirty);
    expect(clean).toBe('<p>已知 \\(x^2=4\\)<img src="data:image/png;base64,AAA" />链接</p>');
  });

  // sanitize-html is held at 2.17.5 (the last release that supports Node 20); the advisories fixed after it
  // need textarea/xmp or SVG animation to be allowed, which this allow-list never does.
  it('leaves nothing runnable from raw-text and SVG animation tricks', () => {
    for (const dirty of [
      '<textarea></textarea/><img src=x onerror=alert(1)>',
      '<textarea><p title="</textarea><img src=x onerror=alert(1)>">x</p></textarea>',
      '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">点我</text></a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ]) {
      const clean = sanitizeQuestionHtml(dirty);
      // Text that merely reads like markup is escaped (&lt;…), so only real tags are looked at.
      expect(clean, dirty).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      expect(clean, dirty).not.toMatch(/<[^>]*javascript:/i);
      expect(clean, dirty).not.toMatch(/<\/?(svg|animate|textarea|xmp|math|style|noscript|a)[\s>/]/i);
    }
  });
});

describe('allowedImageSrc', () => {
  it('accepts pictures of our own file route and data URLs of pictures', () => {
    expect(allowedImageSrc('/api/files/questions/0a1b2c.png')).toBe(true);
    expect(allowedImageSrc('/api/files/avatars/u-1.jpeg')).toBe(true);
    expect(allowedImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });

  it('refuses any path that leaves the prefix, however it is written', () => {
    for (const src of [
      '/api/files/avatars/../../x',
      '/api/files/../system/user',
      '/api/files/avatars/%2e%2e/%2e%2e/x',
      '/api/files/avatars/%252e%252e/x',
      '/api/files/avatars/..%2f..%2fx',
      '/api/files/avatars\\..\\x',
      '/api/files//etc/passwd',
      '/api/files/a.png?redirect=//evil',
      '/api/files/',
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      expect(allowedImageSrc(src), src).toBe(false);
    }
  });

  it('drops such an image from question HTML', () => {
    expect(sanitizeQuestionHtml('<p>a<img src="/api/files/avatars/../../x"></p>')).toBe('<p>a</p>');
    expect(sanitizeQuestionHtml('<p><img src="/api/files/questions/ab.png"></p>')).toBe(
      '<p><img src="/api/files/questions/ab.png" /></p>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowedImageSrc,
  fingerprint,
  indexTokens,
  keywordQuery,
  questionSearchText,
  sanitizeQuestionHtml,
  searchTokens,
  stemKeywordQuery,
  withAncestors,
} from './text';

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

describe('search tokens', () => {
  it('splits Chinese into characters and keeps latin and digit runs', () => {
    expect(searchTokens('<p>求 \\(\\frac{3}{4}x\\) 的绝对值，x=2.5</p>')).toEqual([
      '求',
      '3',
      '4',
      'x',
      '的',
      '绝',
      '对',
      '值',
      'x',
      '2.5',
    ]);
  });

  it('makes each word a phrase and requires all of them', () => {
    expect(stemKeywordQuery('绝对值')).toBe('(绝对 <2> 对值)');
    expect(stemKeywordQuery('二次函数 顶点')).toBe('(二次) & (函数) & (顶点)');
    expect(stemKeywordQuery('角')).toBe('(角)');
    expect(stemKeywordQuery('x的值')).toBe('(x <2> 的值)');
    expect(stemKeywordQuery('  ，。 ')).toBeNull();
    expect(stemKeywordQuery("x'); drop table questions; --")).toBe('(x) & (drop) & (table) & (questions)');
  });

  it('finds each word in the question itself or in its tag names and 解析', () => {
    expect(keywordQuery('绝对值')).toBe('(绝对 <2> 对值 | ξ绝对 <2> ξ对值)');
    expect(keywordQuery('x的值')).toBe('(x <2> 的值 | ξx <2> ξ的值)');
    expect(keywordQuery('  ，。 ')).toBeNull();
  });
});

describe('index tokens', () => {
  it('stores each character and each pair of neighbouring characters, in order', () => {
    expect(indexTokens(['求', '绝', '对', '值', 'x', '的'])).toEqual([
      '求',
      '求绝',
      '绝',
      '绝对',
      '对',
      '对值',
      '值',
      'x',
      '的',
    ]);
    expect(questionSearchText({ stem: '<p>化简 x</p>', options: ['正数'] })).toBe('化 化简 简 x 正 正数 数');
  });

  it('adds tag names and the 解析 as marked tokens, each text on its own', () => {
    const text = questionSearchText(
      { stem: '<p>解 x</p>' },
      { names: ['第三章 一元一次方程', '方程'], analysis: '<p>移项</p>' },
    );
    expect(text).toBe(
      '解 x ξ第 ξ第三 ξ三 ξ三章 ξ章 ξ章一 ξ一 ξ一元 ξ元 ξ元一 ξ一 ξ一次 ξ次 ξ次方 ξ方 ξ方程 ξ程 ξ方 ξ方程 ξ程 ξ移 ξ移项 ξ项',
    );
  });
});

describe('fingerprint and ancestors', () => {
  it('ignores markup, spacing and punctuation', () => {
    expect(fingerprint('<p>计算：\\( 1 + 2 \\)。</p>')).toBe(fingerprint('计算 \\(1+2\\)'));
  });

  it('lists every ancestor down to the owner', () => {
    expect(withAncestors(['cz.math.rj.7a.1.2.1'], 5).sort()).toEqual([
      'cz.math.rj.7a.1',
      'cz.math.rj.7a.1.2',
      'cz.math.rj.7a.1.2.1',
    ]);
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

import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  indexTokens,
  keywordQuery,
  questionSearchText,
  searchTokens,
  stemKeywordQuery,
  withAncestors,
} from './text';

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

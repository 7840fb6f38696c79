import { describe, expect, it } from 'vitest';
import { CURRICULUM } from './index';
import { outline } from './outline';
import type { SubjectSeed, TextbookSeed, TreeNode } from './types';

const CODE = /^[a-z0-9]+$/;
const SUBJECT_CODES = new Set([
  'chinese',
  'math',
  'english',
  'physics',
  'chemistry',
  'biology',
  'history',
  'geography',
  'politics',
  'science',
  'morality',
]);

function subject(stage: string, code: string): SubjectSeed {
  const found = CURRICULUM.find((s) => s.code === stage)?.subjects.find((s) => s.code === code);
  if (!found) throw new Error(`no subject ${stage}.${code}`);
  return found;
}

function books(stage: string, code: string, version: string): TextbookSeed[] {
  const found = subject(stage, code).versions.find((v) => v.code === version);
  if (!found) throw new Error(`no version ${stage}.${code}.${version}`);
  return found.textbooks;
}

function leaves(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => (node.children ? leaves(node.children) : [node]));
}

function countNodes(nodes: TreeNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);
}

function depths(nodes: TreeNode[], depth = 1): number[] {
  return nodes.flatMap((node) => (node.children ? depths(node.children, depth + 1) : [depth]));
}

/** Every problem found in a tree: blank or untrimmed names, empty child lists, duplicate siblings. */
function treeProblems(nodes: TreeNode[], path = ''): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const node of nodes) {
    const where = `${path}/${node.name}`;
    if (node.name.trim() === '' || node.name !== node.name.trim()) problems.push(`bad name at ${where}`);
    if (/[,:;!?]/.test(node.name)) problems.push(`ASCII punctuation in ${where}`);
    if (seen.has(node.name)) problems.push(`duplicate sibling ${where}`);
    seen.add(node.name);
    if (node.children) {
      if (node.children.length === 0) problems.push(`empty children at ${where}`);
      problems.push(...treeProblems(node.children, where));
    }
  }
  return problems;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

const DIGITS = '一二三四五六七八九';

/** 一 … 九十九 → 1 … 99. */
function chineseNumber(text: string): number {
  const digit = (d: string) => DIGITS.indexOf(d) + 1;
  const [tens, ones] = text.split('十') as [string, string | undefined];
  if (ones === undefined) return digit(tens);
  return (tens ? digit(tens) : 1) * 10 + (ones ? digit(ones) : 0);
}

/** The number in “第二十一章 …”. */
function chapterNumber(name: string): number {
  const match = /^第([一二三四五六七八九十]+)章 \S/.exec(name);
  if (!match) throw new Error(`not a chapter heading: ${name}`);
  return chineseNumber(match[1]!);
}

const allSubjects = CURRICULUM.flatMap((stage) => stage.subjects.map((s) => ({ stage, subject: s })));
const allBooks = allSubjects.flatMap(({ stage, subject: s }) =>
  s.versions.flatMap((v) =>
    v.textbooks.map((book) => ({ id: `${stage.code}.${s.code}.${v.code}.${book.code}`, book })),
  ),
);

describe('curriculum codes', () => {
  it('has the three stages', () => {
    expect(CURRICULUM.map((s) => [s.code, s.name])).toEqual([
      ['xx', '小学'],
      ['cz', '初中'],
      ['gz', '高中'],
    ]);
  });

  it('uses lowercase ASCII codes, unique among siblings, at every level', () => {
    const check = (codes: string[], where: string) => {
      for (const code of codes) expect(code, where).toMatch(CODE);
      expect(duplicates(codes), where).toEqual([]);
    };
    check(
      CURRICULUM.map((s) => s.code),
      'stages',
    );
    for (const stage of CURRICULUM) {
      check(
        stage.subjects.map((s) => s.code),
        stage.code,
      );
      for (const s of stage.subjects) {
        expect(SUBJECT_CODES.has(s.code), `${stage.code}.${s.code}`).toBe(true);
        check(
          s.versions.map((v) => v.code),
          `${stage.code}.${s.code}`,
        );
        for (const v of s.versions) {
          check(
            v.textbooks.map((b) => b.code),
            `${stage.code}.${s.code}.${v.code}`,
          );
        }
      }
    }
  });

  it('has unique names among siblings', () => {
    expect(duplicates(CURRICULUM.map((s) => s.name))).toEqual([]);
    for (const stage of CURRICULUM) {
      expect(duplicates(stage.subjects.map((s) => s.name))).toEqual([]);
      for (const s of stage.subjects) {
        expect(duplicates(s.versions.map((v) => v.name))).toEqual([]);
        for (const v of s.versions) expect(duplicates(v.textbooks.map((b) => b.name))).toEqual([]);
      }
    }
  });
});

describe('subjects', () => {
  it('gives every stage its usual subjects', () => {
    const names = (code: string) => CURRICULUM.find((s) => s.code === code)!.subjects.map((s) => s.name);
    expect(names('xx')).toEqual(['语文', '数学', '英语', '科学', '道德与法治']);
    expect(names('cz')).toEqual([
      '语文',
      '数学',
      '英语',
      '物理',
      '化学',
      '生物',
      '历史',
      '地理',
      '道德与法治',
    ]);
    expect(names('gz')).toEqual(['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '思想政治']);
    for (const stage of CURRICULUM) expect(stage.subjects.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every subject at least one version, and every version at least one textbook', () => {
    for (const { stage, subject: s } of allSubjects) {
      expect(s.versions.length, `${stage.code}.${s.code}`).toBeGreaterThanOrEqual(1);
      for (const v of s.versions) {
        expect(v.textbooks.length, `${stage.code}.${s.code}.${v.code}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives every subject objective and subjective question types', () => {
    for (const { stage, subject: s } of allSubjects) {
      const where = `${stage.code}.${s.code}`;
      expect(s.questionTypes.length, where).toBeGreaterThanOrEqual(3);
      expect(
        s.questionTypes.some((t) => t.isObjective),
        where,
      ).toBe(true);
      expect(
        s.questionTypes.some((t) => !t.isObjective),
        where,
      ).toBe(true);
      expect(duplicates(s.questionTypes.map((t) => t.name)), where).toEqual([]);
      for (const t of s.questionTypes) expect(t.name.trim(), where).not.toBe('');
    }
  });

  it('keeps every chapter and knowledge tree well formed', () => {
    for (const { id, book } of allBooks) expect(treeProblems(book.chapters), id).toEqual([]);
    for (const { stage, subject: s } of allSubjects) {
      expect(treeProblems(s.knowledge), `${stage.code}.${s.code}`).toEqual([]);
    }
  });
});

describe('初中数学', () => {
  const math = subject('cz', 'math');
  const volumes = ['7a', '7b', '8a', '8b', '9a', '9b'];
  const names = ['七年级上册', '七年级下册', '八年级上册', '八年级下册', '九年级上册', '九年级下册'];

  it('has 人教版 and 北师大版, six volumes each', () => {
    expect(math.versions.map((v) => [v.code, v.name])).toEqual([
      ['rj', '人教版'],
      ['bsd', '北师大版'],
    ]);
    for (const version of ['rj', 'bsd']) {
      expect(books('cz', 'math', version).map((b) => b.code)).toEqual(volumes);
      expect(books('cz', 'math', version).map((b) => b.name)).toEqual(names);
    }
  });

  it('gives every volume at least four chapters of at least two sections', () => {
    for (const version of ['rj', 'bsd']) {
      for (const book of books('cz', 'math', version)) {
        const where = `${version}.${book.code}`;
        // 北师大版九年级下册 has only three chapters in print (直角三角形的边角关系, 二次函数, 圆).
        const minimum = version === 'bsd' && book.code === '9b' ? 3 : 4;
        expect(book.chapters.length, where).toBeGreaterThanOrEqual(minimum);
        for (const chapter of book.chapters) {
          expect(chapter.children?.length ?? 0, `${where} ${chapter.name}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('numbers 人教版 chapters 1–29 across the six volumes, with sections and lessons under them', () => {
    const chapters = books('cz', 'math', 'rj').flatMap((b) => b.chapters);
    expect(chapters.map((c) => chapterNumber(c.name))).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(chapters[0]!.name).toBe('第一章 有理数');
    for (const chapter of chapters) {
      const n = chapterNumber(chapter.name);
      chapter.children!.forEach((section, i) => {
        expect(section.name).toMatch(new RegExp(`^${n}\\.${i + 1} \\S`));
        section.children?.forEach((lesson, j) => {
          expect(lesson.name).toMatch(new RegExp(`^${n}\\.${i + 1}\\.${j + 1} \\S`));
        });
      });
    }
    const sevenA = books('cz', 'math', 'rj')[0]!;
    expect(sevenA.chapters.map((c) => c.name)).toEqual([
      '第一章 有理数',
      '第二章 整式的加减',
      '第三章 一元一次方程',
      '第四章 几何图形初步',
    ]);
    expect(sevenA.chapters[0]!.children![1]!.children![0]!.name).toBe('1.2.1 有理数');
  });

  it('numbers 北师大版 chapters from 第一章 in each volume, sections 1, 2, 3 …', () => {
    for (const book of books('cz', 'math', 'bsd')) {
      expect(book.chapters.map((c) => chapterNumber(c.name))).toEqual(book.chapters.map((_, i) => i + 1));
      for (const chapter of book.chapters) {
        chapter.children!.forEach((section, i) => {
          expect(section.name).toMatch(new RegExp(`^${i + 1} \\S`));
        });
      }
    }
  });

  it('has at least 170 knowledge points in a domain → topic → point tree', () => {
    expect(math.knowledge.map((d) => d.name)).toEqual(['数与代数', '图形与几何', '统计与概率', '综合与实践']);
    const points = leaves(math.knowledge);
    expect(points.length).toBeGreaterThanOrEqual(170);
    expect(new Set(depths(math.knowledge))).toEqual(new Set([3]));
    expect(duplicates(points.map((p) => p.name))).toEqual([]);
    for (const name of ['有理数的概念', '数轴', '相反数', '绝对值', '一元二次方程的根的判别式', '垂径定理']) {
      expect(points.map((p) => p.name)).toContain(name);
    }
  });
});

describe('初中物理', () => {
  const physics = subject('cz', 'physics');

  it('has 人教版 八年级上册, 八年级下册, 九年级全一册 with chapters numbered 1–22', () => {
    const rj = books('cz', 'physics', 'rj');
    expect(rj.map((b) => [b.code, b.name])).toEqual([
      ['8a', '八年级上册'],
      ['8b', '八年级下册'],
      ['9', '九年级全一册'],
    ]);
    const chapters = rj.flatMap((b) => b.chapters);
    expect(chapters.map((c) => chapterNumber(c.name))).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const chapter of chapters) {
      expect(chapter.children!.length, chapter.name).toBeGreaterThanOrEqual(2);
      chapter.children!.forEach((section, i) => {
        expect(section.name).toMatch(new RegExp(`^第${i + 1}节 \\S`));
      });
    }
  });

  it('has a second version with chapters', () => {
    const others = physics.versions.filter((v) => v.code !== 'rj');
    expect(others.length).toBeGreaterThanOrEqual(1);
    const hk = books('cz', 'physics', 'hk');
    expect(hk.map((b) => [b.code, b.name])).toEqual([
      ['8', '八年级全一册'],
      ['9', '九年级全一册'],
    ]);
    const chapters = hk.flatMap((b) => b.chapters);
    expect(chapters.map((c) => chapterNumber(c.name))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const chapter of chapters) {
      expect(chapter.children!.length, chapter.name).toBeGreaterThanOrEqual(2);
      chapter.children!.forEach((section, i) => {
        expect(section.name.startsWith(`第${DIGITS[i]}节 `), section.name).toBe(true);
      });
    }
  });

  it('has at least 80 knowledge points in a domain → topic → point tree', () => {
    const points = leaves(physics.knowledge);
    expect(points.length).toBeGreaterThanOrEqual(80);
    expect(new Set(depths(physics.knowledge))).toEqual(new Set([3]));
    expect(duplicates(points.map((p) => p.name))).toEqual([]);
  });
});

describe('other detailed trees', () => {
  it('numbers 人教版初中化学 units 1–12 with 课题 under them', () => {
    const units = books('cz', 'chemistry', 'rj').flatMap((b) => b.chapters);
    units.forEach((unit, i) => {
      expect(unit.name).toMatch(/^第[一二三四五六七八九十]+单元 \S/);
      expect(chineseNumber(/^第(.+)单元/.exec(unit.name)![1]!)).toBe(i + 1);
      unit.children!.forEach((topic, j) => {
        expect(topic.name).toMatch(new RegExp(`^课题${j + 1} \\S`));
      });
    });
    expect(units.length).toBe(12);
  });

  it('numbers 人教A版高中数学 必修 1–10 and 选择性必修 1–8', () => {
    const [b1, b2, x1, x2, x3] = books('gz', 'math', 'rja');
    const necessary = [...b1!.chapters, ...b2!.chapters].map((c) => chapterNumber(c.name));
    const elective = [...x1!.chapters, ...x2!.chapters, ...x3!.chapters].map((c) => chapterNumber(c.name));
    expect(necessary).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(elective).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
  });
});

describe('outline', () => {
  it('builds a tree from indentation and leaves leaves without children', () => {
    expect(
      outline(`
        甲
          乙
            丙
          丁
        戊
      `),
    ).toEqual([
      { name: '甲', children: [{ name: '乙', children: [{ name: '丙' }] }, { name: '丁' }] },
      { name: '戊' },
    ]);
  });

  it('rejects odd or skipped indentation', () => {
    expect(() => outline('甲\n   乙')).toThrow(/odd indentation/);
    expect(() => outline('甲\n    乙')).toThrow(/indented too far/);
  });
});

describe('size', () => {
  it('reports the size of the demo curriculum', () => {
    const detailed = allBooks.filter(({ book }) => book.chapters.length > 0);
    expect(detailed.length).toBeGreaterThanOrEqual(17);
    const nodes = detailed.reduce((sum, { book }) => sum + countNodes(book.chapters), 0);
    expect(nodes).toBeGreaterThan(500);
  });
});

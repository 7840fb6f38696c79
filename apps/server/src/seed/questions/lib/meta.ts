/** Plausible source, year and region for a demo question, drawn from a seed so they stay put. */
import type { QuestionSeed } from '../types';
import { chapterOf, type SubjectCode } from './curriculum';
import { hashSeed, Rng } from './rng';

const PLACES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['北京市', ['海淀区', '朝阳区', '西城区', '东城区', '丰台区']],
  ['天津市', ['南开区', '和平区', '河西区']],
  ['重庆市', ['渝中区', '沙坪坝区', '九龙坡区', '江北区']],
  ['广东省', ['广州市', '深圳市', '佛山市', '东莞市', '珠海市', '汕头市']],
  ['浙江省', ['杭州市', '宁波市', '温州市', '绍兴市', '金华市', '台州市']],
  ['江苏省', ['南京市', '苏州市', '无锡市', '常州市', '扬州市', '南通市']],
  ['山东省', ['济南市', '青岛市', '烟台市', '潍坊市', '临沂市']],
  ['河南省', ['郑州市', '洛阳市', '新乡市', '南阳市']],
  ['河北省', ['石家庄市', '保定市', '唐山市', '邯郸市']],
  ['湖北省', ['武汉市', '宜昌市', '襄阳市', '黄冈市']],
  ['湖南省', ['长沙市', '株洲市', '岳阳市', '常德市']],
  ['四川省', ['成都市', '绵阳市', '宜宾市', '南充市']],
  ['福建省', ['福州市', '厦门市', '泉州市', '漳州市']],
  ['安徽省', ['合肥市', '芜湖市', '安庆市', '蚌埠市']],
  ['陕西省', ['西安市', '宝鸡市', '咸阳市']],
  ['辽宁省', ['沈阳市', '大连市', '鞍山市']],
  ['江西省', ['南昌市', '赣州市', '九江市']],
  ['广西壮族自治区', ['南宁市', '柳州市', '桂林市']],
  ['云南省', ['昆明市', '曲靖市', '大理白族自治州']],
  ['山西省', ['太原市', '大同市', '运城市']],
  ['吉林省', ['长春市', '吉林市']],
  ['黑龙江省', ['哈尔滨市', '大庆市', '齐齐哈尔市']],
  ['贵州省', ['贵阳市', '遵义市']],
  ['甘肃省', ['兰州市', '天水市']],
  ['内蒙古自治区', ['呼和浩特市', '包头市']],
  ['海南省', ['海口市', '三亚市']],
  ['新疆维吾尔自治区', ['乌鲁木齐市']],
];

const GRADE: Record<string, string> = { '7': '七年级', '8': '八年级', '9': '九年级' };
const VERSION: Record<string, string> = { rj: '人教版', bsd: '北师大版', hk: '沪科版' };
const SUBJECT: Record<SubjectCode, string> = { math: '数学', physics: '物理' };
const BOOK: Record<string, string> = {
  '7a': '七年级上册',
  '7b': '七年级下册',
  '8a': '八年级上册',
  '8b': '八年级下册',
  '9a': '九年级上册',
  '9b': '九年级下册',
  '8': '八年级全一册',
  '9': '九年级全一册',
};

const LATER_TERM_CHAPTERS = /第(十八|十九|二十|二十一|二十二)章/;

type Meta = Pick<QuestionSeed, 'source' | 'year' | 'region'>;

/** Source, year and region for the question with this key and these book nodes. */
export function questionMeta(key: string, subject: SubjectCode, bookNodeIds: string[]): Meta {
  const rng = new Rng(hashSeed(`meta:${key}`));
  const first = bookNodeIds.find((id) => /\.rj\./.test(id)) ?? bookNodeIds[0];
  if (!first) return {};
  const [, , version = 'rj', book = '7a'] = first.split('.');
  const chapter = chapterOf(first);
  const grade = GRADE[book[0] ?? '7'] ?? '七年级';
  const term =
    book.length === 2
      ? book[1] === 'a'
        ? '上'
        : '下'
      : subject === 'physics' && book === '9' && LATER_TERM_CHAPTERS.test(chapter)
        ? '下'
        : book === '8'
          ? rng.pick(['上', '下'])
          : '上';
  const senior = book.startsWith('9') || book === '8b';
  const kind = rng.pick(
    senior
      ? ['期中', '期中', '期末', '期末', '月考', '单元', '中考', '中考', '中考']
      : ['期中', '期中', '期中', '期末', '期末', '期末', '月考', '单元'],
  );
  const [province, cities] = rng.pick(PLACES);
  const city = rng.pick(cities);
  const place = `${province}${city}`;
  const subjectName = SUBJECT[subject];
  if (kind === '中考') {
    const year = rng.int(2023, 2026);
    const where = province.endsWith('市') ? province : place;
    return { source: `${year}年${where}中考${subjectName}试卷`, year, region: province };
  }
  if (kind === '单元') {
    const year = rng.int(2023, 2026);
    return { source: `${VERSION[version] ?? '人教版'}${BOOK[book] ?? ''}《${chapter}》单元测试卷`, year };
  }
  // School year start..start+1: autumn 期中 and 月考 fall in `start`, everything else in `start + 1`.
  const autumn = term === '上' && kind !== '期末';
  const start = rng.int(autumn ? 2023 : 2022, 2025);
  const year = autumn ? start : start + 1;
  const exam =
    kind === '月考'
      ? rng.pick(
          term === '上' ? ['第一次月考', '10月月考', '12月月考'] : ['第一次月考', '3月月考', '5月月考'],
        )
      : kind;
  return {
    source: `${start}-${start + 1}学年${place}${grade}（${term}）${exam}${subjectName}试卷`,
    year,
    region: province,
  };
}

/** A small seeded PRNG (mulberry32), so the demo school is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const BOY = '浩宇轩然博文俊杰子豪梓睿明辰泽宇皓轩一鸣天佑思远嘉懿昊天晨阳志强子墨宇航铭泽家乐煜城锦程瑞霖';
const GIRL = '欣怡梓涵诗琪雨桐可馨紫萱思琪佳怡梦瑶雅静若曦语嫣心怡欣妍婉清雨萱梓萌晓彤嘉琪一诺子涵静怡安琪';

const pick = (rand: () => number, s: string) => s[Math.floor(rand() * s.length)]!;

/** A plausible student name and gender; roughly one in six given names has one character. */
export function studentName(rand: () => number): { name: string; gender: 'male' | 'female' } {
  const gender = rand() < 0.5 ? 'male' : 'female';
  const pool = gender === 'male' ? BOY : GIRL;
  const given = rand() < 0.17 ? pick(rand, pool) : pick(rand, pool) + pick(rand, pool);
  return { name: pick(rand, SURNAMES) + given, gender };
}

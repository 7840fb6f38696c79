import type { StoredPageResult } from '@zhijuan/contracts';
import { decodeGray, type Gray, rotate180 } from '@zhijuan/omr';
import sharp from 'sharp';
import { notFound } from '../../errors';
import type { AppContext, Caller } from '../../http';
import { boundedMap } from '../../infra/cache';
import { visiblePage } from './pages';

/**
 * The last few pages decoded upright in grey, by stored file and turn: 异常处理 asks for one zoom per
 * flagged question of a page, and decoding a 300-dpi page is most of each answer's time.
 */
const uprightPages = boundedMap<string, Promise<Gray>>(4);

function uprightPage(ctx: AppContext, key: string, turned: boolean): Promise<Gray> {
  const id = `${key}:${turned}`;
  const hit = uprightPages.get(id);
  if (hit) return hit;
  const page = ctx.storage.get(key).then(async (bytes) => {
    if (!bytes) throw notFound('扫描图像文件丢失');
    const g = await decodeGray(bytes);
    return turned ? rotate180(g) : g;
  });
  page.catch(() => uprightPages.delete(id));
  uprightPages.set(id, page);
  return page;
}

/**
 * The scanned page as a JPEG to look at: the whole page at most 1400 px wide, or with `question` the
 * bubbles of that question and a margin around them, enlarged (the exceptions screen's zoomed crop).
 */
export async function pageImage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  question?: string,
  stain?: boolean,
) {
  const { p } = await visiblePage(ctx, caller, id);
  const result = p.result as StoredPageResult | null;
  if (stain && !result?.stain) throw notFound('这一页没有污渍');
  const g = await uprightPage(ctx, p.storageKey, result?.rotated180 === true);
  let img = sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });
  if (stain && result?.stain) {
    // The stained region with a margin of half its size, at most 900 px wide.
    const s = result.scale;
    const b = result.stain.box;
    const left = Math.max(0, Math.floor((b.x - b.w / 2) * s));
    const top = Math.max(0, Math.floor((b.y - b.h / 2) * s));
    const width = Math.max(1, Math.min(g.width - left, Math.ceil(b.w * 2 * s)));
    const height = Math.max(1, Math.min(g.height - top, Math.ceil(b.h * 2 * s)));
    img = img.extract({ left, top, width, height }).resize({ width: Math.min(900, width) });
  } else if (question !== undefined) {
    const boxes = (result?.bubbles ?? []).filter((b) => b.question === question && b.box).map((b) => b.box!);
    if (boxes.length === 0) throw notFound('这道题没有填涂框');
    const s = result!.scale;
    const x0 = Math.min(...boxes.map((b) => b.x)) * s;
    const y0 = Math.min(...boxes.map((b) => b.y)) * s;
    const x1 = Math.max(...boxes.map((b) => b.x + b.w)) * s;
    const y1 = Math.max(...boxes.map((b) => b.y + b.h)) * s;
    const pad = (y1 - y0) * 1.5;
    const left = Math.max(0, Math.floor(x0 - pad * 2));
    const top = Math.max(0, Math.floor(y0 - pad));
    const width = Math.min(g.width - left, Math.ceil(x1 - x0 + pad * 4));
    const height = Math.min(g.height - top, Math.ceil(y1 - y0 + pad * 2));
    img = img.extract({ left, top, width, height }).resize({ width: Math.min(900, width * 2) });
  } else img = img.resize({ width: Math.min(1400, g.width) });
  return img.jpeg({ quality: 80 }).toBuffer();
}

/** A written answer cut from the page at full resolution (PNG), by its index on the page. */
export async function regionImage(ctx: AppContext, caller: Caller, id: string, index: number) {
  const { p } = await visiblePage(ctx, caller, id);
  const region = (p.result as StoredPageResult | null)?.regions[index];
  const bytes = region?.key ? await ctx.storage.get(region.key) : null;
  if (!bytes) throw notFound('没有这个作答区');
  return bytes;
}

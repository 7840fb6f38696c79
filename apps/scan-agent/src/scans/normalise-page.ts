import type { ScanRequest } from '@zhijuan/contracts';
import sharp from 'sharp';
import { AgentError } from '../errors';
import { TEXT } from '../messages';
import { pageSize } from '../page-sizes';

export interface NormalisedPage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Makes a scanned page what the product expects (spec §5, §9): a JPEG, upright, 1-bit pages turned to
 * grey, and with adaptive off exactly the paper's pixel size. A page turned sideways (an A3 sheet fed
 * long edge first) is resized to the same paper turned, not squashed into portrait. A JPEG that already
 * fits is passed on untouched, so it is not compressed a second time.
 */
export async function normalisePage(raw: Buffer, request: ScanRequest): Promise<NormalisedPage> {
  const meta = await sharp(raw)
    .metadata()
    .catch(() => {
      throw new AgentError(502, TEXT.scannerBadPage);
    });
  if (!meta.width || !meta.height) throw new AgentError(502, TEXT.scannerBadPage);
  const upright = (meta.orientation ?? 1) <= 4;
  const width = upright ? meta.width : meta.height;
  const height = upright ? meta.height : meta.width;
  const target = request.adaptive ? null : targetSize(request, width > height);
  const rightSize = !target || (target.width === width && target.height === height);
  if (meta.format === 'jpeg' && (meta.orientation ?? 1) === 1 && rightSize) {
    return { bytes: raw, width, height };
  }
  let image = sharp(raw).autoOrient();
  if (target) image = image.resize(target.width, target.height, { fit: 'fill' });
  if (request.color === 'Gray' || meta.bitsPerSample === 1) image = image.grayscale().toColourspace('b-w');
  const { data, info } = await image
    .jpeg({ quality: 92 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AgentError(502, TEXT.scannerBadPage);
    });
  return { bytes: data, width: info.width, height: info.height };
}

function targetSize(request: ScanRequest, landscape: boolean): { width: number; height: number } {
  const { width, height } = pageSize(request.pageSize);
  return landscape ? { width: height, height: width } : { width, height };
}

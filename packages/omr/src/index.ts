/**
 * 答题卡 recognition (docs/recognition.md): pure, no I/O beyond the bytes it is given. `recognise`
 * reads one scanned page against the exam's template from packages/sheet.
 */
export { type BubbleRead, type Decision, decide } from './bubbles';
export { decodeGray, type Gray, pageCount, rotate180 } from './gray';
export { prepareOmr, readSheetQr } from './qr';
export {
  cropRegion,
  cropRegions,
  type PageResult,
  pixelBox,
  type QuestionFlag,
  type RegionCrop,
  recognise,
} from './recognise';
export { type Affine, fitAffine, fitHomography, type Projective } from './transform';

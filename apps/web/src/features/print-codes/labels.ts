/** Label sheets for barcode and QR stickers: A4 portrait, labels in a grid (millimetres). */
export interface LabelLayout {
  key: string;
  name: string;
  columns: number;
  rows: number;
  widthMm: number;
  heightMm: number;
  top: number;
  left: number;
}

export const LABEL_LAYOUTS: LabelLayout[] = [
  {
    key: 'a4-24',
    name: 'A4 24 格（70×37 mm）',
    columns: 3,
    rows: 8,
    widthMm: 70,
    heightMm: 37,
    top: 0.5,
    left: 0,
  },
  {
    key: 'a4-21',
    name: 'A4 21 格（70×42.3 mm）',
    columns: 3,
    rows: 7,
    widthMm: 70,
    heightMm: 42.3,
    top: 0.4,
    left: 0,
  },
  {
    key: 'a4-14',
    name: 'A4 14 格（105×42.3 mm）',
    columns: 2,
    rows: 7,
    widthMm: 105,
    heightMm: 42.3,
    top: 0.4,
    left: 0,
  },
];

export const labelsPerPage = (l: LabelLayout) => l.columns * l.rows;

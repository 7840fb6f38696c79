import { type SaveSheetBody, SheetInfo, type SheetPdfBody } from '@zhijuan/contracts';
import { download, get, send } from '../../api/http';

const at = (id: string) => `/teacher/assignment/${encodeURIComponent(id)}/sheet`;

export const fetchSheet = (id: string) => get(at(id), SheetInfo);
/** Silent: a 409 (changed elsewhere) or a refused layout is explained on the page itself. */
export const saveSheet = (id: string, body: SaveSheetBody) =>
  send('put', at(id), SheetInfo, body, { silent: true });
export const downloadSheetPdf = (id: string, body: SheetPdfBody, fileName: string) =>
  download(`${at(id)}/pdf`, fileName, body);
export const downloadSheetTemplate = (id: string, fileName: string) =>
  download(`${at(id)}/template`, fileName);

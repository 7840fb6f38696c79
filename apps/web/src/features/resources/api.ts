import {
  Envelope,
  ResourceFavourite,
  type ResourceMetaBody,
  ResourceNodeCounts,
  ResourcePage,
  ResourcePreview,
  type ResourceScope,
  type ResourceSearchQuery,
  ResourceSummary,
  ResourceUploadResult,
} from '@zhijuan/contracts';
import { z } from 'zod';
import { client, download, get, send, TRANSFER_TIMEOUT_MS } from '../../api/http';

const BASE = '/resource';
const id = (s: string) => encodeURIComponent(s);

export const searchResources = (q: Partial<ResourceSearchQuery>) =>
  get(`${BASE}/search`, ResourcePage, { ...q });
export const fetchNodeCounts = (textbookId: string) =>
  get(`${BASE}/node-counts`, ResourceNodeCounts, { textbookId });
export const fetchResource = (resourceId: string) => get(`${BASE}/${id(resourceId)}`, ResourceSummary);
/** Silent: the preview page shows 403/404 itself instead of a toast. */
export const fetchPreview = (resourceId: string) =>
  get(`${BASE}/${id(resourceId)}/preview`, ResourcePreview, undefined, { silent: true });
export const updateResource = (resourceId: string, body: ResourceMetaBody) =>
  send('put', `${BASE}/${id(resourceId)}`, ResourceSummary, body);
export const moveResource = (resourceId: string, scope: ResourceScope) =>
  send('put', `${BASE}/${id(resourceId)}/scope`, ResourceSummary, { scope });
export const deleteResource = (resourceId: string) => send('delete', `${BASE}/${id(resourceId)}`, z.null());
export const restoreResource = (resourceId: string) =>
  send('post', `${BASE}/${id(resourceId)}/restore`, ResourceSummary);
export const favourite = (resourceId: string, on: boolean) =>
  send(on ? 'post' : 'delete', `${BASE}/${id(resourceId)}/favourite`, ResourceFavourite);
export const downloadResource = (r: { id: string; fileName: string }) =>
  download(`${BASE}/${id(r.id)}/download`, r.fileName);

/** Form fields first, the file last (the server streams the file and needs the fields before it). */
export async function uploadResource(
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<{ data: ResourceUploadResult; message: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  form.append('file', file, file.name);
  const response = await client.post(`${BASE}/upload`, form, {
    timeout: TRANSFER_TIMEOUT_MS * 4,
    silent: true,
    onUploadProgress: (e) => e.total && onProgress(Math.round((e.loaded / e.total) * 100)),
  });
  const body = Envelope(ResourceUploadResult).parse(response.data);
  return { data: body.data, message: body.message };
}

import { client } from './http';

/**
 * An image the API serves only with the bearer token (scanned page, zoomed question, written answer),
 * fetched as a blob and handed back as an object URL. The caller revokes it when done.
 */
export async function imageUrl(path: string): Promise<string> {
  const res = await client.get<Blob>(path, { responseType: 'blob', silent: true });
  return URL.createObjectURL(res.data);
}

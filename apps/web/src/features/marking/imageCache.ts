import { useEffect, useState } from 'react';
import { imageUrl } from '../../api/images';

/** An answer image fetched with the bearer token, decoded, with its size in pixels. */
export interface LoadedImage {
  path: string;
  url: string;
  width: number;
  height: number;
}

/** A few answers' worth: the one on screen, the prefetched one, and a reopened one from the history. */
const LIMIT = 24;
const cache = new Map<string, Promise<LoadedImage>>();

async function fetchAndDecode(path: string): Promise<LoadedImage> {
  const url = await imageUrl(path);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new Error('图像无法显示');
  }
  return { path, url, width: img.naturalWidth, height: img.naturalHeight };
}

/**
 * The image at an API path, loaded once and kept while recently used; the oldest ones beyond a few
 * answers' worth are released. A failed load is forgotten, so the next call tries again.
 */
export function loadImage(path: string): Promise<LoadedImage> {
  const hit = cache.get(path);
  if (hit) {
    cache.delete(path);
    cache.set(path, hit);
    return hit;
  }
  const loading = fetchAndDecode(path);
  cache.set(path, loading);
  loading.catch(() => cache.delete(path));
  while (cache.size > LIMIT) {
    const [oldest, promise] = cache.entries().next().value as [string, Promise<LoadedImage>];
    cache.delete(oldest);
    promise.then(
      (i) => URL.revokeObjectURL(i.url),
      () => undefined,
    );
  }
  return loading;
}

/** Starts loading an answer's images without waiting (the prefetched answer). */
export function preloadImages(paths: string[]): void {
  for (const p of paths) loadImage(p).catch(() => undefined);
}

/** The images of one answer, all loaded, in order; `failed` when any could not be. */
export function useLoadedImages(paths: string[]): { images: LoadedImage[] | null; failed: boolean } {
  const key = paths.join('\n');
  const [state, setState] = useState<{ key: string; images: LoadedImage[] | null; failed: boolean }>({
    key,
    images: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    setState((s) => (s.key === key ? s : { key, images: null, failed: false }));
    Promise.all(key.split('\n').filter(Boolean).map(loadImage)).then(
      (images) => live && setState({ key, images, failed: false }),
      () => live && setState({ key, images: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : { images: null, failed: false };
}

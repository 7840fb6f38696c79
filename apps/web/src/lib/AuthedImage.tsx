import { Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { imageUrl } from '../api/images';

/**
 * An image the API serves only with the bearer token: fetched as a blob, shown, released when it leaves
 * the page (unlike the marking page's small cache, any number can be on a page at once).
 */
export function AuthedImage({
  path,
  alt,
  width,
  height,
  preview = true,
  className,
}: {
  path: string;
  alt: string;
  width?: number | string;
  height?: number | string;
  preview?: boolean;
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    setSrc(null);
    setFailed(false);
    imageUrl(path).then(
      (u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  if (failed) return <div className="zj-scan-img-failed">图像加载失败</div>;
  if (!src) return <Skeleton.Image active className="zj-scan-img-loading" />;
  return <Image src={src} alt={alt} width={width} height={height} preview={preview} className={className} />;
}

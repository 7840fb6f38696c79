import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { bigScreenQuery } from './queries';

/** The design size of the big screens; charts' fonts scale from it (2 on a 4K display). */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

/** The grade in `?gradeId=`, else the server's pick, polled. */
export function useBigScreen() {
  const [params] = useSearchParams();
  return useQuery(bigScreenQuery(params.get('gradeId') ?? undefined));
}

/** Now, ticking every second. */
export function useNow(stepMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** The window's size against 1920 × 1080 (the smaller ratio), for font sizes inside charts. */
const measureScale = () =>
  Math.max(0.5, Math.min(window.innerWidth / DESIGN_WIDTH, window.innerHeight / DESIGN_HEIGHT));

export function useScreenScale(): number {
  const [scale, setScale] = useState(measureScale);
  useEffect(() => {
    const onResize = () => setScale(measureScale());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return Math.round(scale * 100) / 100;
}

/** Index of the panel on show, moving on every `ms` (none when there is one panel or fewer). */
export function useRotation(count: number, ms: number): [number, (i: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count <= 1) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => clearInterval(timer);
  }, [count, ms]);
  return [count > 0 ? index % count : 0, setIndex];
}

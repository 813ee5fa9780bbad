import { useEffect, useState, type RefObject } from 'react';
import { sectionProgress } from './parallaxRules';

/** Each element's scroll progress (sectionProgress), recomputed at most once per frame while scrolling. */
export function useScrollProgress(elements: RefObject<(HTMLElement | null)[]>, count: number): number[] {
  const [progress, setProgress] = useState<number[]>(() => Array.from({ length: count }, () => 0));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const viewport = window.innerHeight;
      const next = (elements.current ?? []).slice(0, count).map((el) => {
        if (!el) return 0;
        const box = el.getBoundingClientRect();
        return sectionProgress(box.top, box.height, viewport);
      });
      setProgress((previous) =>
        next.length === previous.length && next.every((p, i) => Math.abs(p - (previous[i] ?? -1)) < 0.002)
          ? previous
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [elements, count]);
  return progress;
}

import type { MouseEventHandler } from 'react';

interface SliderArrowProps {
  direction: 'previous' | 'next';
  label: string;
  /** Given by react-slick when it clones the arrow: `slick-disabled` at the ends of a finite track. */
  className?: string;
  onClick?: MouseEventHandler<HTMLButtonElement> | null;
}

/** A labelled button instead of slick's default; slick's other props (style, slideCount…) are dropped. */
export function SliderArrow({ direction, label, className = '', onClick }: SliderArrowProps) {
  const disabled = !onClick || className.includes('slick-disabled');
  return (
    <button
      type="button"
      className={`slider-arrow slider-arrow--${direction} ${className}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick ?? undefined}
    >
      <span className="slider-arrow__chevron" aria-hidden="true" />
    </button>
  );
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** Space kept for the block until it renders, so the page does not jump. */
  minHeight: string;
  /** How far below the viewport the block starts loading. */
  rootMargin?: string;
}

/**
 * Renders a below-the-fold block (and so loads its lazy code) only once the visitor scrolls near it:
 * heavy libraries such as Swiper or motion then stay out of what a page downloads before it is
 * interactive. Without IntersectionObserver (old browsers, tests) the block renders at once.
 */
export function WhenVisible({ children, minHeight, rootMargin = '600px 0px' }: WhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const reserved = <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  return visible ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}

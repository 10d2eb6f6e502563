import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A page's primary action (Add on a product page, Checkout in the cart, Place order), which phones keep at the
 * bottom of the screen (`.phone-action-bar` in base.css; issue 23 found them 200–640 px below the fold). It is
 * rendered once, in its place in the page, so the keyboard reaches it in order and a screen reader meets it once;
 * from tablets up it is an ordinary block there. The page keeps room for it at its end (`--phone-action-h`, its
 * height measured here, so a refusal shown in it is counted too), so that it never covers the end of the page.
 */
export function PhoneActionBar({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--phone-action-h', `${bar.offsetHeight}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--phone-action-h');
    };
  }, []);
  return (
    <div ref={ref} className={className ? `phone-action-bar ${className}` : 'phone-action-bar'}>
      {children}
    </div>
  );
}

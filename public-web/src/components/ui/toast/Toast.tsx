import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { classNames } from '../../../lib/class-names.js';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS, type ToastItem } from './toast-store.js';

interface ToastProps {
  item: ToastItem;
  onDismiss(): void;
}

/**
 * One toast: closes itself after 5 seconds (the timer pauses while a mouse is over it or it has keyboard
 * focus, so nobody loses a message while reading it), by its close button, or when swiped right by 50px or more.
 *
 * Hover is read from pointer events of a real mouse only: a tap on a phone also fires a compatibility
 * mouseenter, with no mouseleave until the next tap elsewhere, so a toast tapped by mistake (over a dialog's
 * button) used to pause for good and stay on screen 40 seconds and more.
 */
export function Toast({ item, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss, item.id]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, pointerId: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    setOffset(Math.max(0, e.clientX - start.current.x));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    const moved = e.clientX - start.current.x;
    start.current = null;
    setPaused(false);
    if (moved >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  return (
    <div
      data-testid="toast"
      data-variant={item.variant}
      className={classNames('hw-toast', destructive && 'hw-toast--destructive')}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="hw-toast__text">
        <p className="hw-toast__title">{item.title}</p>
        {item.description ? <p className="hw-toast__description">{item.description}</p> : null}
      </div>
      <button type="button" className="hw-toast__close" onClick={onDismiss} aria-label="Close notification">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.29 1.41 1.42 6.3-6.3 6.29 6.3 1.42-1.42-6.3-6.29 6.3-6.3z" />
        </svg>
      </button>
    </div>
  );
}

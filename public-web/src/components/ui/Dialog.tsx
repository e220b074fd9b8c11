/** @jsxImportSource @emotion/react */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { css, keyframes } from '@emotion/react';
import { focusVisibleRing, palette, typeScale } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { close as closeIcon } from '../content/tool-icons.js';
import { ABOVE_DIALOGS, TOAST_LIFT_VARIABLE, Z_INDEX } from './layers.js';
import { mq } from './tool-styles.js';

/** A window this short (a landscape phone, a laptop at 200% zoom) gets the full-screen dialog at any width. */
const SHORT_WINDOW = '@media (max-height: 540px)';
/**
 * A phone or a short window: the whole dialog scrolls, title included, and only the actions stay in view, so
 * large text leaves room for the form (at 200% text a 390px phone showed two lines of it between the two).
 */
const SMALL_SCREEN = '@media (max-width: 599.95px), (max-height: 540px)';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

const styles = {
  root: css({ position: 'fixed', inset: 0, zIndex: Z_INDEX.dialog, display: 'flex' }),
  // On a phone (or a short window, as at 200% zoom) a form dialog takes the whole screen, so more of it shows.
  center: css({ alignItems: 'center', justifyContent: 'center', padding: 0, [mq.sm]: { padding: 32 }, [SHORT_WINDOW]: { padding: 0 } }),
  end: css({ justifyContent: 'flex-end' }),
  backdrop: css({ position: 'absolute', inset: 0, background: 'rgba(0, 0, 0, 0.5)', animation: `${fadeIn} 150ms ease-out` }),
  panel: css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: palette.paper,
    color: palette.text,
    boxShadow: '0 11px 15px -7px rgba(0,0,0,0.2), 0 24px 38px 3px rgba(0,0,0,0.14), 0 9px 46px 8px rgba(0,0,0,0.12)',
    outline: 'none',
  }),
  panelCenter: css({
    width: '100%',
    height: '100%',
    maxHeight: '100%',
    overflow: 'hidden',
    animation: `${fadeIn} 150ms ease-out`,
    [mq.sm]: { maxWidth: 600, height: 'auto', borderRadius: 8 },
    [SHORT_WINDOW]: { height: '100%', borderRadius: 0 },
    [SMALL_SCREEN]: { overflowY: 'auto' },
  }),
  panelEnd: css({ height: '100%', width: 'min(340px, 88vw)', overflowY: 'auto', padding: '12px 16px 24px', gap: 8, animation: `${slideIn} 200ms ease-out` }),
  head: css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12, flexShrink: 0 }),
  headCenter: css({ padding: '16px 16px 8px', [mq.sm]: { padding: '16px 24px 8px' } }),
  headEnd: css({ alignItems: 'center', minHeight: 56 }),
  title: css({ margin: 0, alignSelf: 'center', color: palette.text, '&:focus': { outline: 'none' } }),
  titleCenter: css({ ...typeScale.h4, [mq.sm]: { fontSize: typeScale.h3.fontSize, lineHeight: typeScale.h3.lineHeight } }),
  titleEnd: css({ fontSize: typeScale.h3.fontSize, fontWeight: 700 }),
  close: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    gap: 6,
    minWidth: 44,
    minHeight: 44,
    padding: '0 10px',
    border: `2px solid ${palette.primary}`,
    borderRadius: 8,
    background: '#ffffff',
    color: palette.primary,
    fontFamily: 'inherit',
    fontSize: typeScale.small.fontSize,
    fontWeight: 700,
    cursor: 'pointer',
    '&:hover': { background: '#e8eef7' },
    ...focusVisibleRing,
  }),
};

/**
 * The parts of a dialog's content that keep the title and the buttons in view while the middle scrolls (a
 * long form on a small phone): a form (or div) with `dialogStyles.content`, then `body`, then `actions`.
 */
export const dialogStyles = {
  content: css({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0, [SMALL_SCREEN]: { flex: '1 0 auto' } }),
  body: css({
    flex: '1 1 auto',
    overflowY: 'auto',
    padding: '16px',
    borderTop: '1px solid rgba(0, 0, 0, 0.12)',
    borderBottom: '1px solid rgba(0, 0, 0, 0.12)',
    [mq.sm]: { paddingInline: 24 },
    [SMALL_SCREEN]: { flex: '1 0 auto', overflowY: 'visible' },
  }),
  /** Spread TOAST_CLEARANCE on the element too, so toasts rise above its buttons (liftToastsAbove). */
  actions: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 8,
    flexShrink: 0,
    padding: '12px 16px',
    [mq.sm]: { padding: '16px 24px' },
    [SMALL_SCREEN]: { position: 'sticky', bottom: 0, background: palette.paper, boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)' },
  }),
};

/** Every element outside `keep` (and outside their ancestors) becomes inert: no focus, no clicks, hidden from screen readers. */
function makeOthersInert(keep: Element[]): () => void {
  const onPath = new Set<Element>();
  for (const el of keep) for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) onPath.add(node);
  const made: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child) || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(child.tagName)) continue;
      if (onPath.has(child)) walk(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        made.push(child);
      }
    }
  };
  walk(document.body);
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/** Marks a dialog's buttons row: while the dialog is open, toasts sit above it, never over its buttons. */
export const TOAST_CLEARANCE = { 'data-dialog-actions': '' } as const;

/**
 * Keeps the toasts clear of an open dialog's buttons: the toast region (fixed to the bottom right corner) is
 * lifted to just above the buttons row wherever the two would overlap, as they do on a phone, where the
 * dialog fills the screen. Measured again when the window or the row changes size (larger text, rotation).
 */
function liftToastsAbove(dialog: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const actions = dialog.querySelector('[data-dialog-actions]');
    const region = document.querySelector('.hw-toast-region');
    if (!actions || !region) return;
    const a = actions.getBoundingClientRect();
    const regionLeft = window.innerWidth - region.getBoundingClientRect().width;
    const overlaps = a.right > regionLeft && a.bottom > 0;
    root.style.setProperty(TOAST_LIFT_VARIABLE, overlaps ? `${Math.max(0, Math.ceil(window.innerHeight - a.top))}px` : '0px');
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  const actions = dialog.querySelector('[data-dialog-actions]');
  if (observer && actions) observer.observe(actions);
  window.addEventListener('resize', measure);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', measure);
    root.style.removeProperty(TOAST_LIFT_VARIABLE);
  };
}

/** The page behind stays where it is (no scrolling under the dialog), without the layout jumping by a scrollbar's width. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}

export interface DialogProps {
  open: boolean;
  /** Called by Escape, the Close button and a press on the backdrop. */
  onClose(): void;
  /** Shown as the dialog's heading (h2), which names it. */
  title: ReactNode;
  /** Words after "Close" for screen readers ("menu": the button is read "Close menu"). */
  closeLabel?: string;
  /** 'center': a panel in the middle (forms); 'end': a full-height sheet along the right edge (the menu). */
  placement?: 'center' | 'end';
  /** The dialog element's id (for the opener's aria-controls). */
  id?: string;
  children: ReactNode;
}

/**
 * The public site's modal dialog: role=dialog with aria-modal, named by its title; while open, the rest of the
 * page is inert (the `inert` attribute: no focus, no clicks, hidden from screen readers) except the toasts,
 * and does not scroll. Focus moves to the title on opening and back to whatever had it (the button that
 * opened it) on closing; Escape, the visible Close button and a press outside close it. Rendered in a portal
 * at the end of <body>, and only while open: the caller keeps any state (a half-filled form) itself.
 *
 * Not the native <dialog>: showModal() puts it in the browser's top layer, above every z-index, and makes
 * everything outside it inert, the toasts included, so a validation toast would sit under the backdrop and
 * could not be closed; putting the toasts inside the dialog instead would repeat each message in it.
 */
export function Dialog({ open, onClose, title, closeLabel, placement = 'center', id, children }: DialogProps) {
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-dialog-title`;
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open || !rootRef.current) return undefined;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const restoreInert = makeOthersInert([rootRef.current, ...Array.from(document.querySelectorAll(`[${ABOVE_DIALOGS}]`))]);
    const unlockScroll = lockPageScroll();
    const lowerToasts = liftToastsAbove(rootRef.current);
    titleRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restoreInert();
      unlockScroll();
      lowerToasts();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  const end = placement === 'end';
  return createPortal(
    <div ref={rootRef} css={[styles.root, end ? styles.end : styles.center]}>
      <div css={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} css={[styles.panel, end ? styles.panelEnd : styles.panelCenter]}>
        <div css={[styles.head, end ? styles.headEnd : styles.headCenter]}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} css={[styles.title, end ? styles.titleEnd : styles.titleCenter]}>
            {title}
          </h2>
          <button type="button" css={styles.close} onClick={onClose}>
            <Icon path={closeIcon} size={22} />
            {/* The space outside the hidden words: some accessible-name engines (the tests' one) trim an inline element's own text. */}
            {closeLabel ? (
              <>
                Close <span className="hw-visually-hidden">{closeLabel}</span>
              </>
            ) : (
              'Close'
            )}
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

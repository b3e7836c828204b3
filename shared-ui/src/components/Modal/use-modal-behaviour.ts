import { useLayoutEffect, useRef, type RefObject } from 'react';
import { focusableWithin } from './focusable';
import { modalStack } from './modal-stack';

interface Options {
  dialogRef: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  onEscape: () => void;
}

/**
 * While mounted: moves focus into the dialog, keeps Tab inside it, calls onEscape on Escape (top modal
 * only), locks page scroll, and on unmount gives focus back to what had it before.
 */
export function useModalBehaviour({ dialogRef, initialFocusRef, onEscape }: Options) {
  const onEscapeRef = useRef(onEscape);
  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useLayoutEffect(() => {
    const id = Symbol('modal');
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push(id);
    const dialog = dialogRef.current;
    const target =
      initialFocusRef?.current ??
      (dialog &&
        (dialog.querySelector<HTMLElement>('[data-autofocus]') ??
          focusableWithin(dialog).find((el) => !el.hasAttribute('data-modal-close')))) ??
      dialog;
    target?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (!modalStack.isTop(id) || !dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      modalStack.remove(id);
      if (modalStack.size === 0) document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Runs once per opening: the refs are read at open time on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

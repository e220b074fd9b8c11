import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the layout scrolls to the top after navigation.
window.scrollTo = () => undefined;

// jsdom has no PointerEvent: without it, fireEvent.pointer* loses clientX and pointerId.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

import '@testing-library/jest-dom';

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

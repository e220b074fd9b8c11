import '@testing-library/jest-dom';
import { classificationsCall, servicesCall } from './src/api/catalog.js';

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

// The catalogue is asked once per page load (src/api/catalog.ts): every test is a new page load.
beforeEach(() => {
  classificationsCall.reset();
  servicesCall.reset();
});

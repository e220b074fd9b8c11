import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastOptions } from './index.js';

let api: ReturnType<typeof useToast>;
function Capture() {
  api = useToast();
  return <button type="button">elsewhere</button>;
}

function setup() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return { show: (opts: ToastOptions) => act(() => api.toast(opts)) };
}

/** jsdom has no PointerEvent, so pointerType is set by hand (React reads enter and leave from over and out). */
function pointer(type: 'pointerOver' | 'pointerOut', el: Element, pointerType: 'mouse' | 'touch') {
  const event = createEvent[type](el);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(el, event);
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most one toast: a new one replaces the visible one', () => {
    const { show } = setup();
    show({ title: 'First', description: 'one' });
    show({ title: 'Second', description: 'two' });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('announces default toasts politely and destructive ones assertively', () => {
    const { show } = setup();
    show({ title: 'Saved' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    show({ title: 'Please fill in all required fields', variant: 'destructive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes after 5 seconds', () => {
    const { show } = setup();
    show({ title: 'Link copied!' });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });

  it('waits while a mouse is over it, and closes 5 seconds after the mouse leaves', () => {
    const { show } = setup();
    show({ title: 'Link copied!' });
    pointer('pointerOver', screen.getByTestId('toast'), 'mouse');
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
    pointer('pointerOut', screen.getByTestId('toast'), 'mouse');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });

  it('still closes after 5 seconds when tapped on a phone (the tap fires a mouseenter and never a mouseleave)', () => {
    const { show } = setup();
    show({ title: 'Please fill in all required fields', variant: 'destructive' });
    const toast = screen.getByTestId('toast');
    pointer('pointerOver', toast, 'touch');
    fireEvent.pointerDown(toast, { pointerType: 'touch', pointerId: 1, clientX: 10 });
    fireEvent.pointerUp(toast, { pointerType: 'touch', pointerId: 1, clientX: 10 });
    fireEvent.mouseEnter(toast);
    fireEvent.mouseOver(toast);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
  });

  it('closes with its close button, and with dismiss()', () => {
    const { show } = setup();
    show({ title: 'One' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    show({ title: 'Two' });
    act(() => api.dismiss());
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('closes when swiped right by 50px or more, not less', () => {
    const { show } = setup();
    show({ title: 'Swipe me' });
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 2 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 2 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notification region', () => {
    setup();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('useToast outside the provider fails loudly', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});

import { clientNavigationTarget, type ClickLike } from './client-navigation.js';

const plain: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function anchor(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector('a')!;
}

describe('clientNavigationTarget', () => {
  beforeEach(() => window.history.pushState({}, '', '/faqs'));

  it('navigates in the app for a plain click on a router link', () => {
    expect(clientNavigationTarget(plain, anchor('<a href="/calculator?data=x#top" data-discover="true">c</a>'), window.location)).toBe(
      '/calculator?data=x#top',
    );
  });

  it('leaves to the browser what a hydrated <Link> leaves to it', () => {
    const link = '<a href="/calculator" data-discover="true">c</a>';
    for (const click of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(clientNavigationTarget({ ...plain, ...click }, anchor(link), window.location)).toBeNull();
    }
    expect(clientNavigationTarget(plain, anchor('<a href="/calculator" data-discover="true" target="_blank">c</a>'), window.location)).toBeNull();
    expect(clientNavigationTarget(plain, anchor('<a href="/calculator" data-discover="true" download>c</a>'), window.location)).toBeNull();
  });

  it('leaves plain links, other sites and jumps within the page alone', () => {
    expect(clientNavigationTarget(plain, anchor('<a href="/calculator">not a router link</a>'), window.location)).toBeNull();
    expect(clientNavigationTarget(plain, anchor('<a href="https://www.myagedcare.gov.au/" data-discover="true">x</a>'), window.location)).toBeNull();
    expect(clientNavigationTarget(plain, anchor('<a href="#questions" data-discover="true">x</a>'), window.location)).toBeNull();
    expect(clientNavigationTarget(plain, anchor('<a href="tel:1800200422">x</a>'), window.location)).toBeNull();
  });
});

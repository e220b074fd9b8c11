import { useEffect } from 'react';

/**
 * react-admin 5.15 gives its row and page selection checkboxes an `aria-label` as a top-level prop; MUI 9's
 * Checkbox puts it on its wrapping <span>, which has no role (axe: aria-prohibited-attr), and leaves the <input>
 * without a name (TOOLCHAIN trap 5: ra-ui-materialui still speaks MUI 5's props). This moves each label onto
 * the input it names, for as long as the console is mounted.
 */
export function useRowCheckboxNames(): void {
  useEffect(() => {
    const fix = (root: ParentNode) => {
      for (const wrapper of root.querySelectorAll<HTMLElement>('.MuiCheckbox-root[aria-label]')) {
        const input = wrapper.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      }
    };
    fix(document);
    const observer = new MutationObserver(() => fix(document));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}

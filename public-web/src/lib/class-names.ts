/** The class attribute of an element from its static classes, some of them conditional. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

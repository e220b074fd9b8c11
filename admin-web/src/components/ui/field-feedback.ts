import type { ChangeEvent } from 'react';

/**
 * The props that bind an MUI TextField to a string state and its problem: red and described when there is a
 * problem, and a blank helper line otherwise so the form does not jump when a message appears.
 */
export function boundText(value: string, setValue: (next: string) => void, problem: string | null | undefined) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
    error: Boolean(problem),
    helperText: problem ?? ' ',
  };
}

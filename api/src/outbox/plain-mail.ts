import escapeHtml from 'escape-html';
import type { OutgoingMail } from './mail-transport.js';

/**
 * A message written as lines of plain text: the text as written, and simple HTML beside it with every value
 * escaped (a line is a paragraph, blank lines keep one gap, `link` a link). The portal's, the claims' and the
 * account emails are all written so.
 */
export function plainMail(head: Pick<OutgoingMail, 'messageId' | 'to' | 'subject'>, lines: readonly string[], link?: string): OutgoingMail {
  const paragraphs = lines
    .filter((line, i) => line !== '' || lines[i - 1] !== '')
    .map((line) => (line === '' ? '' : line === link ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('\n');
  return { ...head, text: `${lines.join('\n')}\n`, html: `<!doctype html><html><body>\n${paragraphs}\n</body></html>\n` };
}

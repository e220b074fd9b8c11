/** The paste reader on its own, so it loads when someone presses "Add these lines" (lazy-statement-parts). */
export { parsePastedStatement } from '@homeward/domain';

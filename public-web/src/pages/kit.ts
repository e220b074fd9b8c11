// The building blocks every guidance page uses, in one place so each page needs a single import line.
// Plain re-exports keep tree shaking intact: a page only ships the blocks it names.
export * from '../components/content/index.js';
export { GuidePage } from './GuidePage.js';

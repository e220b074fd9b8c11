import globalCss from '../global.css.js';
import brandCss from '../layout/Brand.css.js';
import footerCss from '../layout/Footer.css.js';
import mobileMenuCss from '../layout/MobileMenu.css.js';
import publicLayoutCss from '../layout/PublicLayout.css.js';
import textSizeControlCss from '../layout/TextSizeControl.css.js';
import topBarCss from '../layout/TopBar.css.js';
import containerCss from '../../components/ui/Container.css.js';
import toastCss from '../../components/ui/toast/Toast.css.js';

/**
 * The static stylesheet of everything React renders on a page's first load (the shell and the data islands),
 * so a guidance page needs no emotion runtime then (issue 14). The prerender puts it in every page's <head>,
 * before the page's own emotion styles, which therefore still win where both apply. Only the server bundle
 * imports this module (lint keeps the `.css.ts` modules out of client code).
 */
const sheets = [globalCss, containerCss, publicLayoutCss, brandCss, topBarCss, textSizeControlCss, mobileMenuCss, footerCss, toastCss];

export const siteStyles = sheets
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

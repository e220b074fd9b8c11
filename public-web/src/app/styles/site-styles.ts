import globalCss from '../global.css.js';
import brandCss from '../layout/Brand.css.js';
import footerCss from '../layout/Footer.css.js';
import mobileMenuCss from '../layout/MobileMenu.css.js';
import publicLayoutCss from '../layout/PublicLayout.css.js';
import textSizeControlCss from '../layout/TextSizeControl.css.js';
import topBarCss from '../layout/TopBar.css.js';
import accordionCss from '../../components/content/Accordion.css.js';
import buttonLinkCss from '../../components/content/ButtonLink.css.js';
import cardCss from '../../components/content/Card.css.js';
import dataTableCss from '../../components/content/DataTable.css.js';
import noticeCss from '../../components/content/Notice.css.js';
import pageCss from '../../components/content/Page.css.js';
import phoneLinkCss from '../../components/content/PhoneLink.css.js';
import sectionCss from '../../components/content/Section.css.js';
import skeletonCss from '../../components/content/Skeleton.css.js';
import sourceNoteCss from '../../components/content/SourceNote.css.js';
import stepsCss from '../../components/content/Steps.css.js';
import tabsCss from '../../components/content/Tabs.css.js';
import textCss from '../../components/content/text.css.js';
import containerCss from '../../components/ui/Container.css.js';
import toastCss from '../../components/ui/toast/Toast.css.js';
import classificationGridCss from '../../pages/home/ClassificationGrid.css.js';
import serviceCardCss from '../../pages/services/ServiceCard.css.js';
import serviceCatalogueCss from '../../pages/services/ServiceCatalogue.css.js';
import priceToolsLoadingCss from '../../features/prices/lazy-price-tools.css.js';

/**
 * The static stylesheet of everything React renders on a page's first load (the shell and the data islands),
 * so a guidance page needs no emotion runtime then, and of the content components the guidance
 * pages are made of. The prerender puts it in every page's <head>, before the page's own emotion styles, which
 * therefore still win where both apply. Only the server bundle imports this module (lint keeps the `.css.ts`
 * modules out of client code).
 */
const sheets = [
  // The baseline first: every other rule is a class and comes after it.
  globalCss,
  containerCss,
  // The shell.
  publicLayoutCss,
  brandCss,
  topBarCss,
  textSizeControlCss,
  mobileMenuCss,
  footerCss,
  toastCss,
  // The content components the data islands and the error fallback use, then the islands.
  textCss,
  pageCss,
  buttonLinkCss,
  sectionCss,
  cardCss,
  skeletonCss,
  tabsCss,
  sourceNoteCss,
  classificationGridCss,
  serviceCardCss,
  serviceCatalogueCss,
  priceToolsLoadingCss,
  // The rest of the content components (in page chunks only).
  noticeCss,
  phoneLinkCss,
  stepsCss,
  dataTableCss,
  accordionCss,
];

export const siteStyles = sheets
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

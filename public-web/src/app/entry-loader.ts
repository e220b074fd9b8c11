/**
 * The inline script that asks for the app's entry (main.js) once the browser has painted the prerendered page.
 * A `<script defer>` in the HTML would be fetched while the page is drawn, and on a slow phone (Lighthouse's
 * simulation counts every request made before the largest paint) it holds the largest paint back by 0.1-0.3 s.
 * Requested after the paint, nothing but the HTML comes before it.
 *
 * - An empty root (the admin shell) has nothing to paint: the entry is asked for at once.
 * - No paint timing (older browsers): the frame after the next.
 * - A hidden tab does not paint: at most 1 s.
 *
 * The prerender puts it in every page's <head> with the entry's hashed name and pins it in the CSP by its
 * sha256, as it does the text-size script.
 */
export function entryLoaderScript(entrySrc: string): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.src=${JSON.stringify(entrySrc)};document.head.appendChild(s)}` +
    `function whenPainted(){var root=document.getElementById('root');if(!root||!root.hasChildNodes())return start();` +
    `var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0){` +
    `requestAnimationFrame(function(){setTimeout(start,0)});return}setTimeout(start,1000);` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}})` +
    `.observe({type:'paint',buffered:true})}` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',whenPainted);else whenPainted()})();`
  );
}

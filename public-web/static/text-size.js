/* Applies the visitor's saved text size before first paint (an external file, so a CSP of script-src 'self' allows it). */
(function () {
  try {
    var size = window.localStorage.getItem('homeward-text-size');
    if (size === 'large' || size === 'larger') document.documentElement.setAttribute('data-text-size', size);
  } catch (e) { /* storage unavailable: keep the standard size */ }
})();

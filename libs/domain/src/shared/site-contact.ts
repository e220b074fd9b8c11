// Apart from the official facts (funding/facts.ts): every page's footer shows these, and a module of its own
// keeps the facts out of the JavaScript every page loads.
/** Defaults for the site's own contact details; the server and the build may override them from config. */
export const SITE_CONTACT_DEFAULTS = {
  phone: '1300 466 379',
  email: 'help@homeward.example',
  hours: 'Mon-Fri 9am-5pm AEST',
} as const;

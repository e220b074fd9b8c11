/** The site's breakpoints, as media queries: keys of emotion style objects and text of the static stylesheets alike. */
export const mq = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 900px)',
  lg: '@media (min-width: 1200px)',
} as const;

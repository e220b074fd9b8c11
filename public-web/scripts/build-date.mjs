// Today's date in Sydney: an Nx runtime input of the build (package.json), so a build from an earlier day is
// never restored from the cache. Prerendered pages read the official figures for this date.
process.stdout.write(new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()));

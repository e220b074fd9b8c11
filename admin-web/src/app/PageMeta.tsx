/**
 * Admin pages are private: every one sets its title and asks search engines not to index it.
 * React 19 hoists these tags into <head> and removes them when the page unmounts.
 */
export function PageMeta({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Homeward admin`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

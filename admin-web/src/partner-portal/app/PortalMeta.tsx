/** Portal pages are private: each sets its title and asks search engines not to index it. */
export function PortalMeta({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Homeward for providers`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

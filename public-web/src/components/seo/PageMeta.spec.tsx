import { renderToString } from 'react-dom/server';
import { PageMeta } from './PageMeta.js';

describe('PageMeta', () => {
  it('renders title, description, robots, canonical and JSON-LD', () => {
    const html = renderToString(<PageMeta title="FAQs" description="Answers" path="/faqs" jsonLd={{ '@type': 'FAQPage', name: '</script><b>' }} />);
    for (const tag of [
      '<title>FAQs | Homeward</title>',
      '<meta name="description" content="Answers"/>',
      '<meta name="robots" content="index, follow"/>',
      '<link rel="canonical" href="https://homeward.example/faqs"/>',
      '<script type="application/ld+json">',
    ])
      expect(html).toContain(tag);
    // A string inside the JSON cannot close the script element.
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>');
  });

  it('can say noindex and leave out the canonical link', () => {
    const html = renderToString(<PageMeta title="Page not found" description="x" path={null} robots="noindex, follow" />);
    expect(html).toContain('content="noindex, follow"');
    expect(html).not.toContain('rel="canonical"');
  });
});

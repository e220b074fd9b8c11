import { renderToString } from 'react-dom/server';
import { PageMeta } from './PageMeta.js';

describe('PageMeta', () => {
  it('renders title, description, robots, canonical and JSON-LD', () => {
    const html = renderToString(<PageMeta title="FAQs" description="Answers" path="/faqs" jsonLd={{ '@type': 'FAQPage', name: '</script><b>' }} />);
    expect(html).toContain('<title>FAQs | Homeward</title>');
    expect(html).toContain('<meta name="description" content="Answers"/>');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('<link rel="canonical" href="https://homeward.example/faqs"/>');
    expect(html).toContain('<script type="application/ld+json">');
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

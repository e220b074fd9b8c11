import { SITE_CONTACT, SITE_NAME, SITE_ORIGIN } from '../config.js';
import { canonicalUrl, type JsonLd } from '../components/seo/PageMeta.js';

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${SITE_ORIGIN}/`,
    logo: `${SITE_ORIGIN}/favicon.svg`,
    description:
      'A free, independent guide to the Support at Home aged care program for older Australians and their families. Not affiliated with the Australian Government.',
    email: SITE_CONTACT.email,
    telephone: SITE_CONTACT.phone,
    areaServed: { '@type': 'Country', name: 'Australia' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: SITE_CONTACT.phone,
      email: SITE_CONTACT.email,
      areaServed: 'AU',
      availableLanguage: 'English',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    },
  };
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: canonicalUrl(item.path) })),
  };
}

export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

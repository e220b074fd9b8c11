import { Link } from 'react-router';
import { Container } from '../../components/ui/Container.js';
import { SITE_CONTACT, telHref } from '../../config.js';
import { paths } from '../paths.js';
import { BrandMark } from './Brand.js';

const quickLinks: FooterLink[] = [
  { label: 'Overview', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Calculator', to: paths.calculator },
  { label: 'Eligibility', to: paths.eligibility },
];
const supportLinks: FooterLink[] = [
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Resources', to: paths.resources },
  { label: 'What has changed', to: paths.updates },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'About our data', to: paths.aboutOurData },
  { label: 'Privacy', to: paths.privacy },
  { label: 'For providers', to: paths.partnerPortal },
];

interface FooterLink {
  label: string;
  to: string;
}

/** One titled column of footer links; the quick and support columns share this markup. */
function FooterLinks({ headingId, heading, links }: { headingId: string; heading: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="hw-footer__heading">
        {heading}
      </h2>
      <ul className="hw-footer__list">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="hw-footer__link">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shared footer: quick links, support links, how to reach us, and the independence disclaimer. */
export function Footer() {
  return (
    <footer className="hw-footer hw-no-print">
      <Container>
        <div className="hw-footer__grid">
          <section aria-labelledby="footer-about" className="hw-footer__wide">
            <h2 id="footer-about" className="hw-footer__brand">
              <BrandMark size={32} /> Homeward
            </h2>
            <p className="hw-footer__text">
              A free, independent guide to Support at Home, the Australian Government&apos;s program of help at home for older people.
            </p>
          </section>
          <FooterLinks headingId="footer-quick" heading="Quick links" links={quickLinks} />
          <FooterLinks headingId="footer-support" heading="Support" links={supportLinks} />
          <section aria-labelledby="footer-contact" className="hw-footer__wide">
            <h2 id="footer-contact" className="hw-footer__heading">
              Talk to us
            </h2>
            <ul className="hw-footer__list">
              <li>
                Phone:{' '}
                <a href={telHref(SITE_CONTACT.phone)} className="hw-footer__link">
                  {SITE_CONTACT.phone}
                </a>
              </li>
              <li>
                Email:{' '}
                <a href={`mailto:${SITE_CONTACT.email}`} className="hw-footer__link">
                  {SITE_CONTACT.email}
                </a>
              </li>
              <li>
                <p className="hw-footer__text">Hours: {SITE_CONTACT.hours}</p>
              </li>
            </ul>
          </section>
        </div>
        <div className="hw-footer__disclaimer">
          <p>
            <strong>Homeward is not a government website.</strong> We are not part of, or endorsed by, the Australian Government, My Aged Care or the aged care
            assessment service. For official information call My Aged Care on 1800 200 422.
          </p>
          <p>Homeward is free to use. We are paid a referral fee by some providers when we put you in touch with them.</p>
        </div>
      </Container>
    </footer>
  );
}

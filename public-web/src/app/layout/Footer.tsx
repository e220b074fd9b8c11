import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Container } from '../../components/ui/Container.js';
import { SITE_CONTACT, telHref } from '../../config.js';
import { paths } from '../paths.js';
import { BrandMark } from './Brand.js';

const quickLinks = [
  { label: 'Overview', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Calculator', to: paths.calculator },
  { label: 'Eligibility', to: paths.eligibility },
];
const supportLinks = [
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Resources', to: paths.resources },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'Privacy', to: paths.privacy },
];

const styles = {
  footer: css({ marginTop: 48, background: '#14263f', color: '#ffffff', paddingBlock: '40px 24px' }),
  grid: css({
    display: 'grid',
    gap: 32,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '& > .hw-footer-wide': { gridColumn: '1 / -1' },
    '@media (min-width: 900px)': { gridTemplateColumns: '1.4fr 1fr 1fr 1.3fr', '& > .hw-footer-wide': { gridColumn: 'auto' } },
  }),
  heading: css({ margin: '0 0 12px', fontSize: typeScale.body.fontSize, fontWeight: 700 }),
  brand: css({ display: 'flex', alignItems: 'center', gap: 10, margin: '0 0 12px', fontSize: typeScale.h3.fontSize, fontWeight: 700 }),
  text: css({ margin: '0 0 8px', lineHeight: 1.6, color: '#e6ebf2' }),
  list: css({ listStyle: 'none', margin: 0, padding: 0 }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    color: '#ffffff',
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    fontSize: typeScale.ui.fontSize,
    overflowWrap: 'anywhere',
    '&:hover': { textDecorationThickness: 3 },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2 },
  }),
  disclaimer: css({
    marginTop: 32,
    paddingTop: 20,
    borderTop: '1px solid #3a5272',
    color: '#e6ebf2',
    fontSize: typeScale.small.fontSize,
    lineHeight: 1.6,
    '& p': { margin: '0 0 8px' },
  }),
};

/** The shared footer: quick links, support links, how to reach us, and the independence disclaimer. */
export function Footer() {
  return (
    <footer css={styles.footer} className="hw-no-print">
      <Container>
        <div css={styles.grid}>
          <section aria-labelledby="footer-about" className="hw-footer-wide">
            <h2 id="footer-about" css={styles.brand}>
              <BrandMark size={32} /> Homeward
            </h2>
            <p css={styles.text}>A free, independent guide to Support at Home, the Australian Government&apos;s program of help at home for older people.</p>
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick" css={styles.heading}>
              Quick links
            </h2>
            <ul css={styles.list}>
              {quickLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} css={styles.link}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-support">
            <h2 id="footer-support" css={styles.heading}>
              Support
            </h2>
            <ul css={styles.list}>
              {supportLinks.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} css={styles.link}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contact" className="hw-footer-wide">
            <h2 id="footer-contact" css={styles.heading}>
              Talk to us
            </h2>
            <ul css={styles.list}>
              <li>
                Phone:{' '}
                <a href={telHref(SITE_CONTACT.phone)} css={styles.link}>
                  {SITE_CONTACT.phone}
                </a>
              </li>
              <li>
                Email:{' '}
                <a href={`mailto:${SITE_CONTACT.email}`} css={styles.link}>
                  {SITE_CONTACT.email}
                </a>
              </li>
              <li>
                <p css={styles.text}>Hours: {SITE_CONTACT.hours}</p>
              </li>
            </ul>
          </section>
        </div>
        <div css={styles.disclaimer}>
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

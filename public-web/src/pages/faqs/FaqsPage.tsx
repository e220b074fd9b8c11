import { paths } from '../../app/paths.js';
import { Accordion, ButtonLink, ButtonRow, IndependenceNotice, Page, Section, sourcedFaqItems } from '../../components/content/index.js';
import { faqPageJsonLd } from '../../lib/json-ld.js';
import { FAQS } from './faq-content.js';

export default function FaqsPage() {
  return (
    <Page
      meta={{
        title: 'Frequently asked questions about Support at Home',
        description:
          'Answers to common questions about Support at Home and Homeward: eligibility, costs, the calculator, changing providers, Home Care Package transition and reassessment.',
        path: paths.faqs,
        jsonLd: faqPageJsonLd(FAQS),
      }}
      eyebrow="Help"
      title="Frequently asked questions"
      intro="Short answers to the questions people ask us most. Press a question to see its answer."
    >
      <Section id="questions" title="Questions and answers">
        <Accordion items={sourcedFaqItems(FAQS)} />
      </Section>
      <Section id="more-help" title="Still have a question?">
        <ButtonRow>
          <ButtonLink to={paths.contactUs}>Contact us</ButtonLink>
          <ButtonLink to={paths.calculator} variant="secondary">
            Use the calculator
          </ButtonLink>
          <ButtonLink to={paths.providerDirectory} variant="secondary">
            Find providers
          </ButtonLink>
        </ButtonRow>
      </Section>
      <IndependenceNotice />
    </Page>
  );
}

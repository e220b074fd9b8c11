import { ACCESS_FACTS, formatFactDate, PROGRAM_FACTS } from '@homeward/domain';
import { paths, type PathKey } from '../app/paths.js';
import { SITE_CONTACT } from '../config.js';
import { icons, type ButtonLinkItem } from '../components/content/index.js';

/** The heading band of a content page, and what search results and the browser tab show for it. */
export interface GuideHead {
  /** The title search results and the browser tab show (the site name is added); the h1 when not given. */
  metaTitle?: string;
  description: string;
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  intro: string;
  /** The band's buttons, the main one first. */
  actions?: readonly ButtonLinkItem[];
}

const start = formatFactDate(PROGRAM_FACTS.startDate.value);

const findWhichHelpFits: ButtonLinkItem = { to: paths.pathwayFinder, label: 'Find which help fits you', variant: 'secondary', icon: icons.arrow };

/**
 * Each content page's head, by its key in paths: written once here so a page that points to a guide (the
 * resources page) can name it by the guide's own h1.
 */
export const guideHeads = {
  services: {
    metaTitle: 'Support at Home services and what they cost',
    description:
      'The services Support at Home pays for, grouped as clinical, independence and everyday living, with typical hourly prices and what you may pay towards each.',
    eyebrow: 'Services guide',
    title: 'What services can Support at Home pay for?',
    intro:
      'Support at Home can pay for help with health care, staying independent and running your home. Here is what each kind of service covers, what it typically costs and whether you pay part of it.',
    actions: [{ to: paths.calculator, label: 'Work out what your budget covers', icon: icons.calculator }, findWhichHelpFits],
  },
  eligibility: {
    metaTitle: 'Who can get Support at Home?',
    description:
      'Check if you or a family member can get Support at Home: the age rules, residency, the assessment, what care needs count, and the 4 steps to apply through My Aged Care.',
    eyebrow: 'Eligibility guide',
    title: 'Can I get Support at Home?',
    intro:
      'You can usually get Support at Home if you are 65 or older and need some help to keep living safely at home. An assessment through My Aged Care decides if you qualify and how much funding you get.',
    actions: [{ to: paths.assessmentMaximizer, label: 'Estimate your classification', icon: icons.checklist }, findWhichHelpFits],
  },
  providers: {
    metaTitle: 'How to choose a Support at Home provider',
    description:
      'What to look for in a Support at Home provider, questions to ask before you sign, how the single provider model works, how to change providers, and help for families and carers.',
    eyebrow: 'Provider guide',
    title: 'How do I choose a provider?',
    intro:
      'Your provider arranges and delivers your services and manages your budget. A good match makes a real difference, so it is worth comparing a few before you sign.',
    actions: [{ to: paths.providerDirectory, label: 'Search our provider directory', icon: icons.search }],
  },
  transition: {
    metaTitle: 'Moving from a Home Care Package to Support at Home',
    description: `What changed for Home Care Package holders when Support at Home started on ${start}: your funding, fees, unspent funds, the steps to take and important dates.`,
    eyebrow: 'Transition guide',
    title: 'I had a Home Care Package. What changes?',
    intro: `Home Care Packages became Support at Home on ${start}. If you had a package, you moved across automatically. You keep the same level of funding until you are reassessed, and you keep any unspent funds.`,
    actions: [{ to: paths.calculator, label: 'Check what your budget covers', icon: icons.calculator }],
  },
  assessmentSystem: {
    metaTitle: 'How the aged care assessment works',
    description:
      'What happens at a Support at Home assessment: the 6 areas the assessor asks about, the 4 stages and how long each takes, what is in your support plan, and how to ask for a review.',
    eyebrow: 'Assessment guide',
    title: 'What happens at my assessment?',
    intro: `An assessor talks with you about your health and daily life, then decides if you can get Support at Home and at what level. Since ${formatFactDate(ACCESS_FACTS.iatStart)}, every assessor uses the same national tool, the Integrated Assessment Tool (IAT).`,
    actions: [{ to: paths.assessmentMaximizer, label: 'Practise with our assessment tool', icon: icons.checklist }],
  },
  regulatoryFramework: {
    metaTitle: 'Aged care rules and who checks providers',
    description: `How aged care at home is regulated: the new Aged Care Act and your rights, what registered providers must do, the bodies that oversee them, and the 7 strengthened Quality Standards in force since ${start}.`,
    eyebrow: 'Rules and regulation',
    title: 'Who makes sure my care is safe and fair?',
    intro: `A new Aged Care Act started on ${start}, together with Support at Home. It puts your rights first and sets the standards every registered provider must meet.`,
  },
  appeals: {
    metaTitle: 'How to appeal an aged care decision or make a complaint',
    description:
      'Disagree with your aged care assessment or classification? The decisions you can ask to have reviewed, the 3 steps, time limits, free advocacy and support phone numbers, and how to prepare.',
    eyebrow: 'Appeals guide',
    title: 'How do I challenge a decision?',
    intro: 'If you think a decision about your aged care is wrong, you can ask for it to be looked at again. It is free, and a free advocate can help you.',
  },
  contactUs: {
    metaTitle: 'Contact Homeward',
    description: `Talk to the Homeward team about Support at Home, our calculator or finding a provider. Phone ${SITE_CONTACT.phone} or email ${SITE_CONTACT.email}, Monday to Friday, 9am to 5pm AEST.`,
    eyebrow: 'Contact us',
    title: 'How can we help?',
    intro: 'Call or email us with questions about Support at Home, our tools or finding a provider. Our help is free.',
  },
  resources: {
    metaTitle: 'Support at Home resources and official links',
    description:
      'Free Homeward tools, official government websites for Support at Home and aged care, and plain-English guides to eligibility, the transition, assessments and appeals.',
    eyebrow: 'Resources',
    title: 'Resources and useful links',
    intro: 'Our free tools, the official government websites, and our guides, all in one place.',
  },
  aboutUs: {
    description:
      'Homeward is a free, independent guide to Support at Home for older Australians and their families. Our mission, what we do, our values and how we are funded.',
    eyebrow: 'About us',
    title: 'About Homeward',
    intro: 'We help older Australians and their families understand Support at Home and find the right help to keep living at home.',
  },
  privacy: {
    metaTitle: 'Privacy: what we collect and why',
    description:
      'What Homeward collects when you ask a provider to contact you, why, who sees it, how long we keep it, and how to see, correct or delete your details.',
    eyebrow: 'Privacy',
    title: 'Your privacy',
    intro:
      'We only collect the details we need to put you in touch with a provider. We never sell your details. Here is exactly what we collect, why, and how to have it deleted.',
  },
  updates: {
    description:
      'Every change to the Support at Home figures and rules on this site, newest first: personal care, price caps, the lifetime cap and budgets, with dates and sources.',
    eyebrow: 'Updates',
    title: 'What has changed in Support at Home',
    intro:
      'The government changes the rules and figures from time to time. Here is each change we show on this site, newest first, with the date and the source.',
  },
} satisfies Partial<Record<PathKey, GuideHead>>;

export type GuideKey = keyof typeof guideHeads;

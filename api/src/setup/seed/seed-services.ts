/**
 * The service catalogue seeded on an empty database: the hourly rates are the department's indicative medians, "Summary of indicative Support at
 * Home prices" (https://www.health.gov.au/resources/publications/summary-of-indicative-support-at-home-prices),
 * survey of 300+ providers, Feb 2025; published 24 Mar 2025, refreshed Oct 2025. As quoted by
 * https://gihc.com.au/2025/05/27/support-at-home-program-starting-1-july-2025-important-changes-to-aged-care/
 * (24 Mar 2025 medians) and the facts file, section 8. Weekday business-hours rates; not price caps.
 * docs/reference-notes.md repeats each source and as-of date.
 */
import type { ServiceSeed } from './seed-types.js';

export const SERVICE_SEEDS: readonly ServiceSeed[] = [
  // Clinical supports: no contribution.
  {
    // Nursing (blended) median $150/h, range $125-$179. As of 24 Mar 2025 (refreshed Oct 2025).
    name: 'Nursing care',
    category: 'Clinical',
    hourlyRate: '150.00',
    icon: 'user-nurse',
    description: 'Care from a registered or enrolled nurse at home, such as wound care, medicines and managing a health condition.',
  },
  {
    // Allied health (blended) median $195/h, range $160-$220. As of 24 Mar 2025.
    name: 'Allied health and therapy',
    category: 'Clinical',
    hourlyRate: '195.00',
    icon: 'heart-pulse',
    description: 'Visits from health professionals such as a speech pathologist, dietitian, psychologist or social worker.',
  },
  {
    // Physiotherapist median $185/h, range $160-$210. As of 24 Mar 2025.
    name: 'Physiotherapy',
    category: 'Clinical',
    hourlyRate: '185.00',
    icon: 'walking',
    description: 'Exercises and treatment to help with movement, balance and pain, and to lower the risk of falls.',
  },
  {
    // Occupational therapist median $200/h, range $174-$220. As of 24 Mar 2025.
    name: 'Occupational therapy',
    category: 'Clinical',
    hourlyRate: '200.00',
    icon: 'clipboard-check',
    description: 'Help to do everyday tasks safely, including advice on equipment and changes to your home.',
  },
  {
    // Podiatrist median $180/h, range $153-$208. As of 24 Mar 2025.
    name: 'Podiatry',
    category: 'Clinical',
    hourlyRate: '180.00',
    icon: 'walking',
    description: 'Foot care to keep you comfortable and steady on your feet.',
  },
  // Independence: a moderate contribution may apply.
  {
    // Personal care median $100/h, range $85-$115. As of 24 Mar 2025.
    name: 'Personal care',
    category: 'Independence',
    hourlyRate: '100.00',
    icon: 'shower',
    description: 'Help with showering, dressing, grooming, going to the toilet and moving around the home.',
  },
  {
    // Social support and community engagement median $99/h, range $82-$110. As of 24 Mar 2025.
    name: 'Social support and community engagement',
    category: 'Independence',
    hourlyRate: '99.00',
    icon: 'users',
    description: 'Company and help to stay connected, such as outings, groups and visits to friends.',
  },
  {
    // Respite (in home) median $99/h, range $85-$112. As of 24 Mar 2025.
    name: 'Respite',
    category: 'Independence',
    hourlyRate: '99.00',
    icon: 'clock',
    description: 'A support worker stays with you so that your carer can take a break.',
  },
  {
    // Therapeutic services for independent living median $165/h, range $140-$220. As of 24 Mar 2025.
    name: 'Therapeutic services for independent living',
    category: 'Independence',
    hourlyRate: '165.00',
    icon: 'heart-pulse',
    description: 'Therapy programs delivered by a qualified assistant to help you keep doing things for yourself.',
  },
  {
    // Transport median $70 a trip, range $40-$97. Priced per trip: count one trip as one unit. As of 24 Mar 2025.
    name: 'Transport (per trip)',
    category: 'Independence',
    hourlyRate: '70.00',
    icon: 'car',
    description: 'A driver takes you to appointments, shopping or social activities. Priced per trip.',
  },
  // Everyday living: the highest contribution may apply.
  {
    // Domestic assistance median $95/h, range $83-$109. As of 24 Mar 2025.
    name: 'Domestic assistance',
    category: 'Everyday living',
    hourlyRate: '95.00',
    icon: 'broom',
    description: 'Help with cleaning, laundry and shopping.',
  },
  {
    // Home maintenance and repairs median $103/h, range $85-$120. As of 24 Mar 2025.
    name: 'Home maintenance and gardening',
    category: 'Everyday living',
    hourlyRate: '103.00',
    icon: 'tools',
    description: 'Minor repairs, gutter cleaning and keeping the garden safe and tidy.',
  },
  {
    // Meal preparation median $97/h, range $82-$110. As of 24 Mar 2025.
    name: 'Meal preparation',
    category: 'Everyday living',
    hourlyRate: '97.00',
    icon: 'utensils',
    description: 'Help to plan and cook meals in your own kitchen.',
  },
  {
    // Meal delivery median $15 a meal, range $11-$22. Priced per meal: count one meal as one unit. As of 24 Mar 2025.
    name: 'Meal delivery (per meal)',
    category: 'Everyday living',
    hourlyRate: '15.00',
    icon: 'apple-alt',
    description: 'Ready-made meals delivered to your door. Priced per meal; the food itself may cost extra.',
  },
];

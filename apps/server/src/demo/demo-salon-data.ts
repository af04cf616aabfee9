/** The demo salon's menu, team and regulars: realistic enough to try every screen. */
export const demoCategories = ['Hair', 'Colour', 'Care & beard'] as const;

export const demoServices = [
  {
    key: 'womens',
    category: 0,
    name: 'Women’s cut & blow-dry',
    minutes: 60,
    price: 5800,
    after: 10,
    description: 'Consultation, wash, precision cut and a blow-dry finish.',
  },
  {
    key: 'mens',
    category: 0,
    name: 'Men’s cut',
    minutes: 30,
    price: 3200,
    after: 5,
    description: 'Wash, scissor or clipper cut, styled to finish.',
  },
  {
    key: 'kids',
    category: 0,
    name: 'Kids’ cut (under 12)',
    minutes: 30,
    price: 2000,
    after: 5,
    description: 'A quick, friendly cut for children under 12.',
  },
  {
    key: 'blowdry',
    category: 0,
    name: 'Wash & blow-dry',
    minutes: 45,
    price: 3500,
    after: 5,
    description: 'Wash and a smooth or voluminous blow-dry, no cut.',
  },
  {
    key: 'colour',
    category: 1,
    name: 'Full colour',
    minutes: 120,
    price: 9500,
    after: 15,
    deposit: 2000,
    description: 'One colour from roots to ends, with gloss and blow-dry.',
  },
  {
    key: 'highlights',
    description: 'Foil highlights through the whole head, toner and blow-dry.',
    category: 1,
    name: 'Highlights',
    minutes: 150,
    price: 14_000,
    after: 15,
    deposit: 3000,
  },
  {
    key: 'roots',
    category: 1,
    name: 'Root touch-up',
    minutes: 75,
    price: 6500,
    after: 10,
    description: 'Covers up to 3 cm of regrowth with your usual colour.',
  },
  {
    key: 'beard',
    category: 2,
    name: 'Beard trim',
    minutes: 20,
    price: 1800,
    after: 5,
    description: 'Shape and line-up with clippers and razor, hot towel included.',
  },
  {
    key: 'treatment',
    category: 2,
    name: 'Hair treatment',
    minutes: 30,
    price: 2800,
    after: 0,
    description: 'Deep-conditioning mask for dry or coloured hair.',
  },
  {
    key: 'scalp',
    category: 2,
    name: 'Wash & scalp massage',
    minutes: 20,
    price: 1500,
    after: 0,
    description: 'Relaxing wash with a ten-minute scalp massage.',
  },
] as const;

type ServiceKey = (typeof demoServices)[number]['key'];

type Hours = [weekdays: number[], intervals: [string, string][]];

export const demoStylists: { name: string; does: ServiceKey[]; hours: Hours[] }[] = [
  {
    name: 'Lena',
    does: ['womens', 'blowdry', 'colour', 'highlights', 'roots', 'treatment', 'scalp'],
    hours: [
      [
        [2, 3, 4, 5, 6],
        [
          ['09:00', '13:00'],
          ['14:00', '18:00'],
        ],
      ],
    ],
  },
  {
    name: 'Marco',
    does: ['mens', 'kids', 'beard', 'blowdry', 'scalp'],
    hours: [
      [
        [1, 2, 3, 4, 5],
        [
          ['10:00', '14:00'],
          ['15:00', '19:00'],
        ],
      ],
    ],
  },
  {
    name: 'Sofia',
    does: ['womens', 'colour', 'highlights', 'roots', 'treatment'],
    hours: [[[1, 3, 4, 5, 6], [['09:00', '17:00']]]],
  },
  {
    name: 'Jonas',
    does: ['womens', 'mens', 'kids', 'blowdry', 'beard', 'treatment', 'scalp'],
    hours: [
      [
        [2, 3, 4, 5],
        [
          ['11:00', '15:00'],
          ['15:30', '20:00'],
        ],
      ],
      [[6], [['09:00', '15:00']]],
    ],
  },
];

/** Who a visit is for: each service of the menu goes only to the customers it suits. */
export type DemoCustomerKind = 'woman' | 'man' | 'child';

export const demoServiceFor: Record<ServiceKey, readonly DemoCustomerKind[]> = {
  womens: ['woman'],
  mens: ['man'],
  kids: ['child'],
  blowdry: ['woman'],
  colour: ['woman'],
  highlights: ['woman'],
  roots: ['woman'],
  beard: ['man'],
  treatment: ['woman', 'man'],
  scalp: ['woman', 'man'],
};

export interface DemoCustomer {
  name: string;
  kind: DemoCustomerKind;
  /** Country of the customer's mobile number (the salon's own when not given). */
  phoneCountry?: 'FR' | 'PT' | 'IT';
  /** For children: the parent who books for them (no e-mail of their own, the parent's phone). */
  parent?: string;
}

/** The salon's regulars in Berlin: mostly German names with German mobiles, a few from abroad. */
export const demoCustomers: DemoCustomer[] = [
  { name: 'Anna Becker', kind: 'woman' },
  { name: 'Lukas Schmidt', kind: 'man' },
  { name: 'Mia Wagner', kind: 'woman' },
  { name: 'Noah Fischer', kind: 'man' },
  { name: 'Emma Hoffmann', kind: 'woman' },
  { name: 'Elias Schäfer', kind: 'man' },
  { name: 'Sophie Koch', kind: 'woman' },
  { name: 'Paul Richter', kind: 'man' },
  { name: 'Hannah Klein', kind: 'woman' },
  { name: 'Leon Wolf', kind: 'man' },
  { name: 'Lea Neumann', kind: 'woman' },
  { name: 'Finn Schwarz', kind: 'man' },
  { name: 'Clara Zimmermann', kind: 'woman' },
  { name: 'Ben Braun', kind: 'man' },
  { name: 'Marie Krüger', kind: 'woman' },
  { name: 'Jonas Hartmann', kind: 'man' },
  { name: 'Lina Lange', kind: 'woman' },
  { name: 'Felix Werner', kind: 'man' },
  { name: 'Ida Krause', kind: 'woman' },
  { name: 'Theo Meier', kind: 'man' },
  { name: 'Zoé Martin', kind: 'woman', phoneCountry: 'FR' },
  { name: 'Inês Costa', kind: 'woman', phoneCountry: 'PT' },
  { name: 'Luca Rossi', kind: 'man', phoneCountry: 'IT' },
  { name: 'Amira Haddad', kind: 'woman' },
  { name: 'Emil Becker', kind: 'child', parent: 'Anna Becker' },
  { name: 'Mila Fischer', kind: 'child', parent: 'Noah Fischer' },
  { name: 'Karl Hoffmann', kind: 'child', parent: 'Emma Hoffmann' },
  { name: 'Frieda Klein', kind: 'child', parent: 'Hannah Klein' },
];

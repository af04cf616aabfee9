/** The demo salon's menu, team and regulars: realistic enough to try every screen. */
export const demoCategories = ['Hair', 'Colour', 'Care & beard'] as const;

export const demoServices = [
  { key: 'womens', category: 0, name: 'Women’s cut & blow-dry', minutes: 60, price: 5800, after: 10 },
  { key: 'mens', category: 0, name: 'Men’s cut', minutes: 30, price: 3200, after: 5 },
  { key: 'kids', category: 0, name: 'Kids’ cut (under 12)', minutes: 30, price: 2000, after: 5 },
  { key: 'blowdry', category: 0, name: 'Wash & blow-dry', minutes: 45, price: 3500, after: 5 },
  { key: 'colour', category: 1, name: 'Full colour', minutes: 120, price: 9500, after: 15, deposit: 2000 },
  {
    key: 'highlights',
    category: 1,
    name: 'Highlights',
    minutes: 150,
    price: 14_000,
    after: 15,
    deposit: 3000,
  },
  { key: 'roots', category: 1, name: 'Root touch-up', minutes: 75, price: 6500, after: 10 },
  { key: 'beard', category: 2, name: 'Beard trim', minutes: 20, price: 1800, after: 5 },
  { key: 'treatment', category: 2, name: 'Hair treatment', minutes: 30, price: 2800, after: 0 },
  { key: 'scalp', category: 2, name: 'Wash & scalp massage', minutes: 20, price: 1500, after: 0 },
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

export const demoCustomers = [
  'Anna Becker',
  'Lukas Schmidt',
  'Mia Wagner',
  'Noah Fischer',
  'Emma Hoffmann',
  'Elias Schäfer',
  'Sophie Koch',
  'Paul Richter',
  'Hannah Klein',
  'Leon Wolf',
  'Lea Neumann',
  'Finn Schwarz',
  'Clara Zimmermann',
  'Ben Braun',
  'Marie Krüger',
  'Jonas Hartmann',
  'Lina Lange',
  'Felix Werner',
  'Ida Krause',
  'Theo Meier',
  'Zoé Martin',
  'Inês Costa',
  'Luca Rossi',
  'Amira Haddad',
];

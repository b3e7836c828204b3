/** A customer's word on the landing layout (spec 1 section 3: static sample data). */
export interface Testimonial {
  name: string;
  business?: string;
  location: string;
  /** The year it was given. */
  date: string;
  verified: boolean;
  text: string;
}

/** Three rows of four cards (spec 1 section 9). */
export const TESTIMONIAL_ROWS: readonly (readonly Testimonial[])[] = [
  [
    {
      name: 'Maria Gonzalez',
      business: 'Sunrise Bakery LLC',
      location: 'Austin, TX',
      date: '2024',
      verified: true,
      text: 'I had my LLC, EIN and business bank account set up in two weeks. The step-by-step build-out told me exactly what to do next, and I never felt lost.',
    },
    {
      name: 'James Carter',
      location: 'Atlanta, GA',
      date: '2024',
      verified: true,
      text: 'The credit building section is gold. I opened my first net-30 accounts and watched my business score move within a couple of months.',
    },
    {
      name: 'Priya Natarajan',
      business: 'Bright Path Tutoring',
      location: 'Edison, NJ',
      date: '2025',
      verified: false,
      text: 'Clear training videos and real documents I could download. My tutoring company looks professional now, from the website to the bank.',
    },
    {
      name: 'Derek Olsen',
      business: 'Olsen Landscaping',
      location: 'Boise, ID',
      date: '2023',
      verified: true,
      text: 'I run crews all day and do paperwork at night. Everything in one place saved me hours every week, and support answered quickly.',
    },
  ],
  [
    {
      name: 'Aisha Bello',
      business: 'Bello Beauty Studio',
      location: 'Houston, TX',
      date: '2025',
      verified: true,
      text: 'From registering the business to getting my first store credit card, the portal kept me on track. I recommend it to every new owner I meet.',
    },
    {
      name: 'Tom Nguyen',
      location: 'San Jose, CA',
      date: '2024',
      verified: false,
      text: 'The compliance reminders alone are worth it. I used to miss filings; now I see what is due and when, long before it is a problem.',
    },
    {
      name: 'Rachel Kim',
      business: 'Kim & Co. Consulting',
      location: 'Seattle, WA',
      date: '2025',
      verified: true,
      text: 'Setting up the web presence was painless. Domain, e-mail, listings and social accounts, all checked off in one afternoon with the guides.',
    },
    {
      name: 'Luis Romero',
      business: 'Romero Trucking',
      location: 'Phoenix, AZ',
      date: '2023',
      verified: true,
      text: 'Getting a term loan for my second truck felt impossible before. Building credit the way the program explains it made the difference.',
    },
  ],
  [
    {
      name: 'Hannah Schulz',
      location: 'Denver, CO',
      date: '2024',
      verified: true,
      text: 'I liked that nothing was hidden: each task explained why it matters for credit and for the bank. I finally understand my own business file.',
    },
    {
      name: 'Kwame Mensah',
      business: 'Mensah Tech Repairs',
      location: 'Columbus, OH',
      date: '2025',
      verified: false,
      text: 'The document templates and the D-U-N-S steps were exactly what I needed. My suppliers now extend me terms without a personal guarantee.',
    },
    {
      name: 'Sofia Rossi',
      business: 'Rossi Interiors',
      location: 'Miami, FL',
      date: '2024',
      verified: true,
      text: 'Beautiful, simple, and it works. The automations section took repetitive follow-ups off my plate so I can spend time with clients.',
    },
    {
      name: 'Ben Whitaker',
      business: 'Whitaker Woodworks',
      location: 'Portland, ME',
      date: '2023',
      verified: true,
      text: 'I started with a hobby and an idea. A year later I have an LLC, a business bank account, three trade lines and a revolving line of credit.',
    },
  ],
];

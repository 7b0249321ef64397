/**
 * Every fixed page of the site, in the order of the site's route table. The router, the
 * prerenderer, the sitemap and the content link check all read this one list; blog posts add
 * `/blog/{slug}` from content.
 */
export interface RouteMeta {
  path: string;
  /** Page title before the brand suffix; null keeps the site's default title (home). */
  title: string | null;
  /** Meta description. */
  description: string;
  /** Sitemap priority (0.0 to 1.0). */
  priority: number;
}

export const staticRoutes = [
  {
    path: '/',
    title: null,
    description:
      'We connect Houston patients to quality home health providers through streamlined care coordination: referrals matched in hours, insurance verified, everyone kept informed.',
    priority: 1,
  },
  {
    path: '/how-it-works',
    title: 'How It Works',
    description:
      'From referral intake to the first home visit: how our Houston team verifies eligibility, matches providers and coordinates the handoff.',
    priority: 0.9,
  },
  {
    path: '/how-it-works/case-managers',
    title: 'For Case Managers & Discharge Planners',
    description:
      'Send one referral and we handle eligibility, provider matching and status updates, so discharges in Houston move on time.',
    priority: 0.8,
  },
  {
    path: '/how-it-works/for-patients',
    title: 'For Patients & Families',
    description:
      'Going home with home health care? We check your insurance, find an agency that fits and stay with you until the first visit.',
    priority: 0.8,
  },
  {
    path: '/solutions',
    title: 'Our Solutions',
    description: 'Referral coordination solutions for home health providers, referral partners and discharge planners in Houston.',
    priority: 0.8,
  },
  {
    path: '/solutions/for-providers',
    title: 'Solutions for Home Health Providers',
    description: 'Receive complete, insurance-verified referrals that fit your specialties, service area and capacity.',
    priority: 0.7,
  },
  {
    path: '/solutions/for-partners',
    title: 'Solutions for Referral Partners',
    description: 'Hospitals, clinics and physician groups: one partner for every home health referral, tracked from intake to first visit.',
    priority: 0.7,
  },
  {
    path: '/solutions/for-discharge-planners',
    title: 'Solutions for Discharge Planners',
    description: 'Streamline the discharge process: one referral, eligibility confirmed, the right agency matched the same day.',
    priority: 0.7,
  },
  {
    path: '/for-providers',
    title: 'For Home Health Providers',
    description: 'Join our Houston provider network and receive referrals matched to your specialties, coverage area and insurance networks.',
    priority: 0.8,
  },
  {
    path: '/for-facilities',
    title: 'For Healthcare Facilities',
    description: 'Hospitals and skilled nursing facilities: reduce readmissions and discharge delays with coordinated home health referrals.',
    priority: 0.8,
  },
  {
    path: '/services',
    title: 'Services',
    description: 'Referral coordination, eligibility verification, growth marketing and website design for home health in Houston.',
    priority: 0.8,
  },
  {
    path: '/services/referral-coordination',
    title: 'Referral Coordination',
    description: 'Every referral received, verified, matched to the right home health agency and followed through to the first visit.',
    priority: 0.7,
  },
  {
    path: '/services/eligibility-verification',
    title: 'Eligibility Verification',
    description: 'Benefit verification, network analysis and pre-authorization before the first home health visit.',
    priority: 0.7,
  },
  {
    path: '/services/growth-marketing',
    title: 'Growth Marketing for Home Health Agencies',
    description: 'Profile optimization, referral source development and analytics that help Houston home health agencies grow.',
    priority: 0.7,
  },
  {
    path: '/services/website-design',
    title: 'Website Design & Hosting for Home Health Agencies',
    description: 'Websites built and hosted for home healthcare agencies, from a one-time setup and a monthly hosting fee.',
    priority: 0.7,
  },
  {
    path: '/resources',
    title: 'Resources',
    description: 'Guides, webinars, case studies and white papers on home health referrals, eligibility and care transitions.',
    priority: 0.7,
  },
  {
    path: '/resources/guides',
    title: 'Guides',
    description: 'Downloadable clinical, operational, financial and regulatory guides for home health referrals.',
    priority: 0.7,
  },
  {
    path: '/blog',
    title: 'Blog',
    description: 'Home health news, referral insights and straightforward strategies for Houston care teams and families.',
    priority: 0.8,
  },
  {
    path: '/about',
    title: 'About Us',
    description: 'Founded in Houston in 2022 to make sure every patient who needs home health care gets it, quickly and with a personal touch.',
    priority: 0.6,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Call, email or send us a message: our Houston team answers Monday to Friday, 8:00am to 5:30pm.',
    priority: 0.7,
  },
  {
    path: '/become-a-provider',
    title: 'Become a Provider',
    description: 'Apply to join our home health provider network: requirements, benefits and what happens after you apply.',
    priority: 0.8,
  },
  {
    path: '/careers',
    title: 'Careers',
    description: 'Join a Houston team that gets patients the home health care they need. See our open positions.',
    priority: 0.5,
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect the information you share with us.',
    priority: 0.3,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you use this website.',
    priority: 0.3,
  },
  {
    path: '/hipaa',
    title: 'HIPAA Compliance',
    description: 'How we protect health information when we coordinate home health referrals.',
    priority: 0.3,
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description: 'Answers about referrals, eligibility, provider matching, costs and security.',
    priority: 0.7,
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    description: 'Our commitment to an accessible website and how to tell us about a barrier.',
    priority: 0.3,
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'A directory of every page on our website.',
    priority: 0.3,
  },
] as const satisfies readonly RouteMeta[];

export type StaticPath = (typeof staticRoutes)[number]['path'];

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/**
 * The not-found pages the build writes and the server sends with status 404: the site's own,
 * and 'Post Not Found' for an unknown /blog/{slug}. No slug can start with an underscore, so the
 * post page's file can never be a post's.
 */
export const notFoundPages = {
  site: { path: '/404', file: '404.html' },
  post: { path: '/blog/_not-found', file: 'blog/_not-found.html' },
} as const;

export function routeMeta(path: StaticPath): RouteMeta {
  const meta = staticRoutes.find((route) => route.path === path);
  if (!meta) throw new Error(`No route meta for ${path}`);
  return meta;
}

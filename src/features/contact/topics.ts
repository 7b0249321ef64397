/**
 * What a visitor can ask about when a button sends them to the contact page. The key goes in
 * the address (/contact?topic=demo); the contact page shows the words.
 */
export const contactTopics = {
  demo: 'a demo',
  'case-studies': 'case studies',
  insurance: 'insurance coverage',
  'website-design': 'website design and hosting',
  partner: 'becoming a referral partner',
} as const;

export type ContactTopic = keyof typeof contactTopics;

export const contactHref = (topic: ContactTopic) => `/contact?topic=${topic}`;

/** The words for a topic from the address, or null when it is missing or unknown. */
export function topicLabel(topic: string | null): string | null {
  return topic && Object.hasOwn(contactTopics, topic) ? contactTopics[topic as ContactTopic] : null;
}

/** The subject of an email to the team from the contact page, with or without a topic. */
export const GENERAL_SUBJECT = 'Question for the team';
export const topicSubject = (label: string) => `Question about ${label}`;

/** Emails, phone numbers and web links: found in printed text, and checked when a field holds one. */
export * from './contact-values';
export * from './distinct-contacts';
export * from './emails';
export * from './links';
export * from './north-america';
export * from './phones';

/** The toasts of the home and footer forms (the site's error catalogue). */
export const newsletterToasts = {
  validation: 'Validation Error',
  error: { title: 'Subscription Error', description: "We couldn't process your subscription right now. Please try again." },
  failed: { title: 'Subscription Failed', description: 'Something went wrong. Please check your internet connection and try again.' },
  success: { title: 'Thank you!', description: "You've been successfully subscribed to our newsletter!" },
} as const;

/** The inline forms' status lines (listing pages). */
export const inlineMessages = {
  success: 'Thanks, you are subscribed.',
  failure: 'That did not go through. Please try again in a moment.',
} as const;

/**
 * Every user-facing message of docs/product.md §8 (and the few that go with them), in one place.
 * Server responses and client toasts both read from here so the wording cannot drift.
 */
export const messages = {
  authTokenMissing: (path: string) =>
    `Authentication required: Could not get token for ${path}. Please log in again.`,
  quotaExceeded: 'Firebase quota exceeded. Please try again later.',
  unparseableResponse: (detail: string) => `Failed to parse response: ${detail}`,

  login: {
    invalidCredentials: 'Invalid email or password.',
    invalidEmail: 'Please enter a valid email address.',
    disabled: 'This account has been disabled.',
    tooManyRequests: 'Too many login attempts. Please try again later.',
    other: (message: string) => `Login failed: ${message}`,
    fallback: 'Login failed. Please check your credentials.',
  },
  signup: {
    emailInUse: 'This email address is already registered.',
    invalidEmail: 'Please enter a valid email address.',
    weakPassword: 'Password is too weak. Please choose a stronger password.',
    other: (message: string) => `Signup failed: ${message}`,
  },
  passwordReset: {
    userNotFound: 'No account found with this email address.',
    invalidEmail: 'Please enter a valid email address.',
    tooManyRequests: 'Too many attempts. Please try again later.',
    fallback: 'Failed to send password reset email.',
  },
  parentalConsentNoToken: 'Authentication required to update parental consent.',

  passwordDialog: {
    title: 'Enter Password',
    description: 'Please enter your password to decrypt the data.',
    empty: 'Password cannot be empty.',
  },

  newsletter: {
    invalidEmail: 'Please enter a valid email address.',
    success: 'Thank you for subscribing!',
    successToastTitle: 'Subscription Successful',
    successToastFallback: "You've been subscribed to our newsletter!",
    failureToastTitle: 'Subscription Failed',
    failureFallback: 'Failed to subscribe. Please try again.',
    networkToastTitle: 'Subscription Error',
    networkError: 'Network error. Please try again later.',
    alreadySubscribed: "You're already subscribed — thank you!",
  },

  signInRedirect: {
    title: 'Authentication Error',
    description: 'There was a problem with the sign-in process. Please try again.',
  },
  federatedReturn: {
    authenticating: 'Authenticating...',
    success: 'Google Sign-In Successful',
  },
  compliance: { verifying: 'Verifying compliance...' },

  contact: {
    sent: "Thanks — your message is on its way. We usually reply within two working days.",
  },

  /** Why the policy module refused a request (src/server/policies/rules.ts). */
  denied: {
    adminArea: 'This area is for Storyloom administrators.',
    labs: 'The test pages are for Storyloom administrators.',
    childData:
      'Adding or changing a child’s profile needs your consent to use their information for stories. You can give it on the privacy dashboard.',
    consentNeedsAdult:
      'Only an adult account holder can give consent: please confirm your date of birth first, or ask your parent or guardian.',
    libraryConsent:
      'Publishing to the community library needs your consent (consent 3). You can give it here or on the privacy dashboard.',
  },

  payments: {
    notConfigured:
      'Payments are not set up on this Storyloom, so plans and packs cannot be bought here. The person who runs it can add credits to your account.',
    creditsOff: 'Credits are switched off on this Storyloom: everything is free, so there is nothing to buy.',
    alreadySubscribed: 'You already have a plan. Switch or cancel it in the billing portal.',
    noBillingYet: 'There is nothing to manage yet: the billing portal opens once you have bought a plan or a pack.',
    badSignature: 'The webhook signature is missing or does not match.',
    paymentFailedEmailSubject: 'We could not renew your Storyloom plan',
  },

  errors: {
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    unknownHost: 'This server does not answer to that address. Ask its administrator to add it to ALLOWED_HOSTS.',
    notFound: 'Not found.',
    internal: 'Something went wrong on our side. Please try again.',
    rateLimited: 'Too many requests. Please slow down and try again shortly.',
    unreadableText: 'This text contains characters that cannot be stored (such as a NUL byte or half of an emoji). Please retype it.',
    notAnObject: 'The request body must be a JSON object.',
    emailTooLong: 'Please use an email address of at most 254 characters.',
  },
} as const;

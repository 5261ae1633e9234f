/**
 * How to reach the business that runs this marketplace. One place to change for a deployment;
 * the contact page, the policy and the terms read it.
 */
export const COMPANY = {
  name: 'Vedmarked',
  email: 'post@vedmarked.no',
  privacyEmail: 'personvern@vedmarked.no',
} as const;

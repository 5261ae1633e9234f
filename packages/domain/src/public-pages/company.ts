/**
 * How to reach the business that runs this marketplace. One place to change for a deployment;
 * the contact page, the policy and the terms read it (in the web app, and in the server's copy of
 * those pages).
 */
export const COMPANY = {
  name: 'Vedmarked',
  email: 'post@vedmarked.no',
  privacyEmail: 'personvern@vedmarked.no',
} as const;

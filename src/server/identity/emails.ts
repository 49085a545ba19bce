/** The wording of every account email. Links are absolute so they work from any mail client. */
export const accountEmails = {
  verifyEmail: (name: string, url: string) => ({
    subject: 'Confirm your email for Storyloom',
    text: `Hello ${name},\n\nPlease confirm your email address to finish setting up Storyloom:\n\n${url}\n\nThe link works for 24 hours. If you did not sign up, you can ignore this email.\n\nThe Storyloom team`,
  }),
  resetPassword: (name: string, url: string) => ({
    subject: 'Reset your Storyloom password',
    text: `Hello ${name},\n\nSomeone (hopefully you) asked to reset your Storyloom password. Choose a new one here:\n\n${url}\n\nThe link works for one hour. If you did not ask for this, you can ignore this email; your password stays as it is.\n\nThe Storyloom team`,
  }),
  changeEmail: (name: string, newEmail: string, url: string) => ({
    subject: 'Confirm your new Storyloom email address',
    text: `Hello ${name},\n\nPlease confirm that ${newEmail} should become your Storyloom sign-in address:\n\n${url}\n\nIf you did not ask for this, ignore this email and your address stays as it is.\n\nThe Storyloom team`,
  }),
  parentConsent: (childName: string, url: string) => ({
    subject: `${childName} would like to use Storyloom — your consent is needed`,
    text: `Hello,\n\n${childName} has started a Storyloom account and gave your address as their parent or guardian. Storyloom makes personalised children's stories; because ${childName} is under 18, the account can only be used with your consent.\n\nRead what we collect and why, and give or refuse consent, here:\n\n${url}\n\nThe link works for 7 days. If you don't know ${childName}, ignore this email and the account stays locked.\n\nThe Storyloom team`,
  }),
};

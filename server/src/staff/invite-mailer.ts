import nodemailer from 'nodemailer';

export interface InviteMail {
  to: string;
  url: string;
  role: string;
  expiresAt: Date;
}

/** Sends an invite's link; resolves false (and the link is only shown) when the mail could not go. */
export type InviteMailer = (mail: InviteMail) => Promise<boolean>;

/**
 * The invite mailer for SMTP_URL (docs/decisions/0083): nodemailer, which speaks SMTP with
 * STARTTLS and authentication from the URL alone. A failed send is logged by the caller and does
 * not undo the invite: its link is shown to copy either way.
 */
export function smtpInviteMailer(smtpUrl: string, from: string): InviteMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, url, role, expiresAt }) => {
    await transport.sendMail({
      from,
      to,
      subject: 'Your invitation to the StudyHub staff',
      text: [
        `You are invited to join the StudyHub staff as ${role === 'editor' || role === 'author' || role === 'owner' ? 'an' : 'a'} ${role}.`,
        '',
        `Open this link to choose your name and password: ${url}`,
        '',
        `The link works once and until ${expiresAt.toUTCString()}. If you did not expect it, ignore this mail.`,
      ].join('\n'),
    });
    return true;
  };
}

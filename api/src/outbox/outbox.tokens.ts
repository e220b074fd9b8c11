/** Injection token of the MailTransport (SMTP or .eml files). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

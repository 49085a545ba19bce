/** The email capability: the embedded default records to the outbox table and logs; SMTP replaces it. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpPeerOptions = {
  /** Answers every message this late, as a slow mail server does. */
  delayMs?: number;
  /** Asked per message: true refuses it with a temporary error (451), as a busy server does. */
  refuse?: () => boolean;
};

export type SmtpPeer = {
  /** Every message accepted, as the raw text that came over the wire. */
  received: string[];
  port: number;
  url: string;
  /** The accepted mails to an address, parsed as a mail program reads them. */
  mailsTo: (email: string) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
};

/** A real SMTP server on a free local port, for the product's mailer to deliver to. */
export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = () => {
          // A sender that died before the answer never heard it accepted: it does not count.
          const socket = (session as unknown as { socket?: { destroyed?: boolean } }).socket;
          if (socket?.destroyed) return;
          if (options.refuse?.()) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        };
        if (options.delayMs) setTimeout(answer, options.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const recipient = (email: string) =>
    new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    mailsTo: (email) =>
      Promise.all(received.filter((raw) => recipient(email).test(raw)).map((raw) => simpleParser(raw))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

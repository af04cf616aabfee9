import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the end-to-end run: the product sends its mails here (SMTP_URL), and
 * each message is appended to a JSON-lines file the tests read, e.g. for a sign-in code.
 */
export function startMailCatcher(port: number, file: string): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The raw messages sent to an address so far, oldest first. */
export function mailsTo(file: string, address: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => mail.raw);
}

/**
 * The path of the newest invitation link mailed to an address. Quoted-printable mail bodies
 * wrap long lines with a trailing `=`; the token is plain base64url, so joining them is enough.
 */
export function invitationPathIn(file: string, address: string): string {
  const mail = (mailsTo(file, address).at(-1) ?? '').replace(/=\r?\n/g, '');
  const path = /\/admin\/invitations\/[\w-]+/.exec(mail)?.[0];
  if (!path) throw new Error(`no invitation mailed to ${address}`);
  return path;
}

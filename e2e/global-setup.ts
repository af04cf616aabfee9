import { MAIL_FILE, SMTP_PORT } from './constants.ts';
import { startMailCatcher } from './mail-catcher.ts';

export default async function globalSetup() {
  const server = await startMailCatcher(SMTP_PORT, MAIL_FILE);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

// A local SMTP capture for the end-to-end server (playwright.config.ts starts it before the app and
// passes SMTP_URL): no auth, no TLS, 127.0.0.1 only. It keeps every message in memory and serves
// them as JSON over HTTP, so a test can follow a mailed link (the password reset of
// docs/api/auth.md) through the real SMTP path instead of the .eml file fallback.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Both ports follow E2E_PORT, so helpers sharing the machine never collide. */
export function smtpSinkPorts(appPort: number) {
  const smtp = Number(process.env.E2E_SMTP_PORT ?? appPort + 1000);
  return { smtp, http: smtp + 1000 };
}

export interface CapturedMail {
  to: string[];
  /** The message source with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** Undoes quoted-printable (RFC 2045 §6.7) so a long link reads as one line. */
export function decodeQuotedPrintable(source: string): string {
  return source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function start(): void {
  const ports = smtpSinkPorts(Number(process.env.E2E_PORT ?? 8181));
  const mails: CapturedMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  smtp.listen(ports.smtp, '127.0.0.1');

  // GET /messages lists every captured mail; GET /health answers once both servers listen.
  const http = createServer((req, res) => {
    const ok = req.url === '/health' || req.url === '/messages';
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/messages' ? mails : { ok }));
  });
  http.listen(ports.http, '127.0.0.1');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      http.close();
      smtp.close(() => process.exit(0));
    });
  }
}

if (process.argv[1]?.endsWith('smtp-sink.ts')) start();

import { once } from "node:events";
import type net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A local SMTP server that keeps every mail it is sent, for tests of the shop's e-mails. */
export type TestInbox = {
  /** The `SMTP_URL` that reaches it. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ReceivedMail[];
  /** The next mail to arrive for `to` (mails already received do not count). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startTestInbox(): Promise<TestInbox> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        mails.push(mail);
        waiting.splice(0).forEach((resolve) => resolve(mail));
        callback();
      });
    },
  });
  const server = smtp.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail arrived for ${to}`)), timeoutMs);
        const wait = (mail: ReceivedMail) => {
          if (!mail.to.includes(to)) return void waiting.push(wait);
          clearTimeout(timer);
          resolve(mail);
        };
        waiting.push(wait);
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A mail's body as text: quoted-printable soft breaks joined and bytes decoded. */
export function decodedMail(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/**
 * Real delivery through any SMTP server. Transport options may ride on the URL's query string
 * (nodemailer reads them), e.g. `smtp://user:pass@host:587?requireTLS=true`.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(url: string, from: string) {
    this.transport = nodemailer.createTransport(url, { from });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail(mail);
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

import { escapeHtml, LIMITS, PRODUCT_NAME } from '@resume/core';
import type { Mail } from '../mail/mailer';

/**
 * The account emails, each as plain text and HTML. Subjects never carry a code or a link: the
 * subject is what the mail log line shows.
 */

type Part = { text: string; html: string };

export const paragraph = (text: string): Part => ({ text, html: `<p>${escapeHtml(text)}</p>` });

const codeBlock = (code: string): Part => ({
  text: `    ${code}`,
  html: `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>`,
});

export const button = (label: string, url: string): Part => ({
  text: `${label}: ${url}`,
  html: `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p><p style="color:#475569;font-size:13px">Or paste this address into your browser: ${escapeHtml(url)}</p>`,
});

const signOff = paragraph(`— The ${PRODUCT_NAME} team`);

export function compose(to: string, subject: string, parts: Part[]): Mail {
  const all = [...parts, signOff];
  return {
    to,
    subject,
    text: `${all.map((p) => p.text).join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${all.map((p) => p.html).join('')}</body></html>`,
  };
}

export function confirmationMail(to: string, code: string, link: string): Mail {
  return compose(to, `Confirm your email for ${PRODUCT_NAME}`, [
    paragraph(`Welcome to ${PRODUCT_NAME}! Enter this code to confirm your email address:`),
    codeBlock(code),
    paragraph(
      `The code expires in ${LIMITS.verificationCodeTtlMinutes} minutes. You can also confirm with one click:`,
    ),
    button('Confirm my email', link),
    paragraph('If you did not create an account, you can ignore this email.'),
  ]);
}

export function emailChangeMail(to: string, code: string): Mail {
  return compose(to, `Confirm your new email address for ${PRODUCT_NAME}`, [
    paragraph(`Enter this code in ${PRODUCT_NAME} to make this your account's email address:`),
    codeBlock(code),
    paragraph(`The code expires in ${LIMITS.verificationCodeTtlMinutes} minutes.`),
    paragraph('If you did not ask for this change, you can ignore this email.'),
  ]);
}

export function passwordResetMail(to: string, link: string): Mail {
  return compose(to, `Reset your ${PRODUCT_NAME} password`, [
    paragraph(`Someone asked to reset the password of your ${PRODUCT_NAME} account.`),
    button('Choose a new password', link),
    paragraph(
      `The link works once and expires in ${LIMITS.passwordResetTtlMinutes} minutes. If you did not ask for this, ignore this email: your password stays the same.`,
    ),
  ]);
}

import { LIMITS } from '../product';

/**
 * What a person is told about AI credits, in the api's answers and in the web app alike
 * (docs/product.md#credits).
 */

/** The 403 `no_credits` of a free user with no credits left. */
export const NO_CREDITS_MESSAGE = `You've used your ${LIMITS.freeAiCredits} free AI credits. Upgrade to Pro for unlimited AI.`;

/**
 * The 403 `no_credits` of a guest whose client address has used its daily allowance: every guest
 * made from one address shares it, while a registered user spends only their own credits.
 */
export function guestAllowanceUsedMessage(perDay: number): string {
  const answers = perDay === 1 ? 'answer' : 'answers';
  return `Guests on this network have used today's ${perDay} free AI ${answers}. Create a free account to use your own credits, or upgrade to Pro for unlimited AI.`;
}

/** Beside the Stop button: only a stop before any text (or a failure on our side) gives the credit back. */
export const STOP_USES_CREDIT_NOTE = 'Stopping after text has arrived still uses the credit.';

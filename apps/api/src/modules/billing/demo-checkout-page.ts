import { escapeHtml, type Plan, PRODUCT_NAME } from '@resume/core';

const price = (plan: Plan) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: plan.currency }).format(
    plan.price_cents / 100,
  );

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px 12px;color:#0f172a}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
.demo{background:#fef3c7;color:#78350f;border-radius:8px;padding:10px 12px;font-size:14px}
.price{font-size:32px;font-weight:700;margin:8px 0}
button,a.cancel{display:block;width:100%;box-sizing:border-box;text-align:center;font-size:16px;padding:12px;border-radius:8px;margin-top:12px}
button{background:#4f46e5;color:#fff;border:0;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #818cf8}
a.cancel{color:#334155;border:1px solid #cbd5e1;text-decoration:none}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title><style>${PAGE_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The built-in checkout: the plan and its price, plainly marked as a demo, with Pay and Cancel. */
export function renderDemoCheckout(plan: Plan, payAction: string): string {
  const period = plan.recurring
    ? `every ${plan.period_months} months`
    : `one payment, ${plan.period_months} months of Pro`;
  return page(
    'Demo checkout',
    `<p class="demo" role="note"><strong>Demo checkout.</strong> No money is taken: this server has no payment provider configured, so paying here grants Pro at once.</p>
<h1>${escapeHtml(plan.name)}</h1>
<p class="price">${escapeHtml(price(plan))}</p>
<p>${escapeHtml(period)}. ${plan.money_back_days}-day money-back guarantee.</p>
<form method="post" action="${escapeHtml(payAction)}"><button type="submit">Pay ${escapeHtml(price(plan))} (demo)</button></form>
<a class="cancel" href="/upgrade">Cancel</a>`,
  );
}

export function renderDemoCheckoutExpired(): string {
  return page(
    'Checkout expired',
    `<h1>This checkout link has expired</h1><p>Checkout links last 30 minutes. Start again from the upgrade page.</p>
<a class="cancel" href="/upgrade">Back to the upgrade page</a>`,
  );
}

// The billing feature's public surface: plans and prices, the person's premium status, the
// checkout, and their copy, for the export, upgrade, payment and profile screens.
export { useBillingStatus } from './api/billing-status';
export { useCheckout } from './api/checkout';
export { usePlans } from './api/plans';
export { PlanComparison } from './components/plan-comparison';
export { PlanPrice } from './components/plan-price';
export { WithPlans } from './components/plans-state';
export { buyLabel, formatMoney, planDuration, planPrice } from './plan-copy';
export { formatDate, premiumSummary, proActiveText } from './premium-copy';
export { forgetPurchaseStart, purchaseArrived, readPurchaseStart } from './purchase-start';
export { useRefreshAfterPurchase } from './use-refresh-after-purchase';

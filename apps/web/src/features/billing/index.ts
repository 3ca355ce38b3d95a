// The billing feature's public surface: plans and prices for the export and upgrade screens.
export { PlanComparison } from './components/plan-comparison';
export { PlanPrice } from './components/plan-price';
export { WithPlans } from './components/plans-state';

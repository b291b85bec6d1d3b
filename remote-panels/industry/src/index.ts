/** Public surface of the industry panel remote: its panel descriptors (exposed one by one to MF). */
export { default as checkinIndustry } from './panels/checkin-industry';
export { default as checkoutIndustry } from './panels/checkout-industry';
export { default as chances } from './panels/chances';

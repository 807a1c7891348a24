/** Sends the browser to the payment provider's page (PayPal's approval page), leaving this app. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}

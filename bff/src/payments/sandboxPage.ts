import { SANDBOX_CARDS } from './sandboxCards.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox gateway's card page (outside production only): what a shopper sees after the checkout's
 * form has been posted to the gateway. The request's signed fields ride along as hidden inputs, so the
 * page keeps no state and the pay step checks the signature again. No script: the page works under the
 * shop's `script-src 'self'` policy.
 */
export function sandboxCardPage(input: {
  shopName: string;
  payAction: string;
  amountText: string;
  reference: string;
  requestFields: Readonly<Record<string, string>>;
}): string {
  const hidden = Object.entries(input.requestFields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const cards = SANDBOX_CARDS.map(
    (card) =>
      `<li><code>${card.number}</code> ${escapeHtml(card.decision)} ${card.reasonCode}: ${escapeHtml(card.label)}</li>`,
  ).join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sandbox card payment | ${escapeHtml(input.shopName)}</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 1.5rem auto; padding: 0 1rem; color: #1a1a1a; }
      .notice { background: #fff4d6; padding: .75rem; border-radius: .5rem; }
      label, input, button { display: block; width: 100%; box-sizing: border-box; font-size: 1rem; }
      input[name=cardNumber] { min-height: 44px; margin: .25rem 0 1rem; padding: .5rem; }
      button { min-height: 44px; margin: .5rem 0; }
      code { font-size: .9rem; }
    </style>
  </head>
  <body>
    <p class="notice">Sandbox gateway: no real card is charged. Test cards are listed below.</p>
    <h1>Pay ${escapeHtml(input.amountText)}</h1>
    <p>Reference <strong data-testid="sandbox-reference">${escapeHtml(input.reference)}</strong></p>
    <form method="post" action="${escapeHtml(input.payAction)}">
      ${hidden}
      <label for="cardNumber">Card number</label>
      <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="4111111111111111">
      <button type="submit" name="outcome" value="pay">Pay</button>
      <button type="submit" name="outcome" value="cancel">Cancel payment</button>
    </form>
    <h2>Test cards</h2>
    <ul>
        ${cards}
    </ul>
  </body>
</html>`;
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BuyButton } from "../../../../contracts/billing.ts";

/** Stripe's script defining <stripe-buy-button>; it cannot load offline or when blocked. */
export const BUY_BUTTON_SCRIPT = "https://js.stripe.com/v3/buy-button.js";
const ELEMENT = "stripe-buy-button";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how React types custom elements
  namespace JSX {
    interface IntrinsicElements {
      "stripe-buy-button": {
        "buy-button-id": string;
        "publishable-key": string;
        "client-reference-id": string;
        "customer-email": string;
      };
    }
  }
}

type ScriptState = "loading" | "ready" | "unavailable";

/** Loads Stripe's script once; says so when it failed or defined no element. */
function useBuyButtonScript(): ScriptState {
  const [state, setState] = useState<ScriptState>(() =>
    customElements.get(ELEMENT) ? "ready" : "loading",
  );
  useEffect(() => {
    if (state !== "loading") return;
    let script = document.querySelector<HTMLScriptElement>(`script[src="${BUY_BUTTON_SCRIPT}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = BUY_BUTTON_SCRIPT;
      script.async = true;
      document.head.append(script);
    }
    const loaded = () => setState(customElements.get(ELEMENT) ? "ready" : "unavailable");
    const failed = () => setState("unavailable");
    script.addEventListener("load", loaded);
    script.addEventListener("error", failed);
    return () => {
      script.removeEventListener("load", loaded);
      script.removeEventListener("error", failed);
    };
  }, [state]);
  return state;
}

/** Spec §3's buy-button attributes on Stripe's element; a notice when Stripe cannot load. */
export function StripeBuyButton({ button }: { button: BuyButton }) {
  const { t } = useTranslation();
  const state = useBuyButtonScript();
  return (
    <div className="space-y-3">
      <stripe-buy-button
        buy-button-id={button.buyButtonId}
        publishable-key={button.publishableKey}
        client-reference-id={button.clientReferenceId}
        customer-email={button.customerEmail}
      />
      {state === "loading" && (
        <p className="text-sm text-slate-600">{t("billing.loadingButton")}</p>
      )}
      {state === "unavailable" && (
        <p role="status" className="text-sm text-slate-700">
          {t("billing.buttonUnavailable")}
        </p>
      )}
    </div>
  );
}

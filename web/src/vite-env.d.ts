/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_SHOP_NAME?: string;
  readonly VITE_SHOP_NAME_EN?: string;
  readonly VITE_SHOP_SHORT_NAME?: string;
  /** Google Tag Manager container (GTM-XXXX); without it no third-party script is loaded. */
  readonly VITE_GTM_ID?: string;
}

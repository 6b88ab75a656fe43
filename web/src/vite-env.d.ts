/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  readonly VITE_SHOP_NAME?: string;
  readonly VITE_SHOP_NAME_EN?: string;
  readonly VITE_SHOP_SHORT_NAME?: string;
}

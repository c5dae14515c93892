/** Build-time watermark text (vite.config.ts `define`, env PORTAL_WATERMARK). */
declare const __PORTAL_WATERMARK__: string;

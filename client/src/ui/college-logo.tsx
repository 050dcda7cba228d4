// The college's logo (the Site Settings' picture), or the demo's fictional placeholder
// (client/public/logo.svg) while none is set. Drawn LOGO_HEIGHT pixels high, its width from the
// stored picture's proportions, so the header does not move when it loads.

/** The placeholder shown while the settings have no logo. */
export const PLACEHOLDER_LOGO_SRC = "/logo.svg";

/** The logo's height in the header and on the sign-in page, in CSS pixels. */
export const LOGO_HEIGHT = 56;

export interface LogoSettings {
  logoImage?: string | null;
  logoImageInfo?: { width: number; height: number } | null;
}

/** The logo's address and its drawn size: the stored picture's proportions, or a square. */
export function logoPicture(settings: LogoSettings | null | undefined): { src: string; width: number; height: number } {
  const src = settings?.logoImage || PLACEHOLDER_LOGO_SRC;
  const info = settings?.logoImage ? settings.logoImageInfo : null;
  const width = info && info.height > 0 ? Math.max(1, Math.round((LOGO_HEIGHT * info.width) / info.height)) : LOGO_HEIGHT;
  return { src, width, height: LOGO_HEIGHT };
}

/** The logo as an <img> described by `alt` (empty for the placeholder), with the description's language where it differs from the page's. */
export function CollegeLogo({
  settings,
  alt,
  className,
  lang,
}: {
  settings: LogoSettings | null | undefined;
  alt: string;
  className: string;
  lang?: string | undefined;
}) {
  const { src, width, height } = logoPicture(settings);
  return <img className={className} src={src} alt={alt} width={width} height={height} lang={lang} />;
}

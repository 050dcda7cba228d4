import type { RequestListener } from "node:http";

// Permissions-Policy on every answer (issue 34, item 4): the browser features the site never
// uses are turned off for its pages and anything they embed, so an injected script or a
// third-party frame cannot ask for them. Left alone, because the site uses them: fullscreen (the
// PDF viewer in its frames) and clipboard-write (the panel copies a new API token). Only names
// Chromium knows: it reports an unknown one as an error in the console.

const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/** Sets the header before anything answers: the fast paths answer before Express, keeping it (writeHead adds to it). */
export function withPermissionsPolicy(next: RequestListener): RequestListener {
  return (req, res) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next(req, res);
  };
}

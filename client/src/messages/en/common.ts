// Interface words shared by every area (not content). A Marathi translation is a parallel
// messages/mr/common.ts exporting the same keys.
export const common = {
  close: "Close",
  previous: "Previous",
  next: "Next",
  pause: "Pause",
  play: "Play",
  slideOf: (n: number, total: number) => `Slide ${n} of ${total}`,
  goToSlide: (n: number) => `Show slide ${n}`,
  opensInNewTab: "(opens in a new tab)",
} as const;

// Interface words of the picture viewer (client/src/ui/lightbox.tsx).
export const lightboxMessages = {
  label: "Picture viewer",
  position: (index: number, count: number) => `Picture ${index} of ${count}`,
  previous: "Previous picture",
  next: "Next picture",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  rotate: "Rotate 90 degrees",
  download: "Download",
  close: "Close",
  keys: "Arrow keys: previous and next. Escape or Enter: close.",
} as const;

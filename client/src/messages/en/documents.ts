// Interface words of the document primitives (ui/file-link.tsx, ui/document-accordion.tsx).
export const documentsMessages = {
  opensInNewTab: "(opens in a new tab)",
  bytes: (count: number) => `${count} bytes`,
  kilobytes: (count: string) => `${count} KB`,
  megabytes: (count: string) => `${count} MB`,
  openInNewTab: (title: string) => `Open ${title} in a new tab`,
  frameTitle: (title: string) => `${title} (PDF document)`,
} as const;

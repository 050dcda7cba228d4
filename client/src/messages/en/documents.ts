// Interface words of the document primitives (ui/file-link.tsx, ui/document-accordion.tsx).
export const documentsMessages = {
  bytes: (count: number) => `${count} bytes`,
  kilobytes: (count: string) => `${count} KB`,
  megabytes: (count: string) => `${count} MB`,
  frameTitle: (title: string) => `${title} (PDF document)`,
} as const;

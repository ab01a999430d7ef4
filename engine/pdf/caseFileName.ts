/** 'María Pérez' → 'maria-perez': lower case, accents dropped, anything else a single dash. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The name a case's PDF is saved and attached under: 'caso-maria-perez-estados-unidos.pdf'. Plain
 * ASCII, so it survives every file system and mail client; parts that are blank are left out.
 */
export function caseFileName(applicantName: string, destinationLabel: string): string {
  const parts = ['caso', slugify(applicantName).slice(0, 60), slugify(destinationLabel).slice(0, 40)].filter(Boolean);
  return `${parts.join('-').replace(/-+$/, '')}.pdf`;
}

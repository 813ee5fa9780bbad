/** One block of a mail: an optional heading and its lines (each line the shopper's or the catalogue's text). */
export interface MailSection {
  heading?: string;
  lines: string[];
}

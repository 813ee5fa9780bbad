/** What a dial shows, read from the model's name: the catalogue names its complications plainly. */
export interface DialFeatures {
  chronograph: boolean;
  smallSeconds: boolean;
  moon: boolean;
  perpetual: boolean;
  tourbillon: boolean;
  gmt: boolean;
  diver: boolean;
  date: boolean;
  bigDate: boolean;
  numerals: 'arabic' | 'roman' | 'batons';
  /** The word printed above six o'clock. */
  caption: string;
}

export function dialFeatures(name: string): DialFeatures {
  const n = name.toLowerCase();
  const chronograph = /chrono|flyback/.test(n);
  const perpetual = n.includes('perpetual');
  const tourbillon = n.includes('tourbillon');
  const moon = n.includes('moon') || perpetual;
  const smallSeconds =
    !chronograph &&
    !moon &&
    !tourbillon &&
    /small seconds|regulator|ultra-thin|joaillerie|power reserve|étoile/.test(n);
  const gmt = /gmt|world time|dual time/.test(n);
  const diver = /diver|deep sea/.test(n);
  const bigDate = n.includes('grande date');
  const busy = chronograph || moon || tourbillon || smallSeconds || bigDate;
  const date = !busy && /date|automatic|diver|deep sea|explorer|gmt|dual time/.test(n);
  const numerals = /meridian|pilot/.test(n) ? 'arabic' : /heritage|atelier/.test(n) ? 'roman' : 'batons';
  const caption = chronograph
    ? 'CHRONOGRAPH'
    : tourbillon
      ? 'TOURBILLON'
      : perpetual
        ? 'QUANTIÈME PERPÉTUEL'
        : gmt
          ? 'GMT'
          : diver
            ? `${n.includes('deep sea') ? '1000' : '300'} M · AUTOMATIC`
            : smallSeconds
              ? 'MANUFACTURE'
              : 'AUTOMATIC';
  return {
    chronograph,
    smallSeconds,
    moon,
    perpetual,
    tourbillon,
    gmt,
    diver,
    date,
    bigDate,
    numerals,
    caption,
  };
}

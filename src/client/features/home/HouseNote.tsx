/** A quiet editorial pause between the collections and the watches. */
export function HouseNote({ brandName }: { brandName: string }) {
  return (
    <section className="house-note" aria-label={`About ${brandName}`}>
      <p className="house-note__quote">
        “A watch is measured in seconds, and made in years. Every one of ours is assembled, regulated and
        cased by a single watchmaker in our workshop.”
      </p>
      <p className="house-note__signature">{brandName}, the workshop</p>
    </section>
  );
}

// The long program the builder's bench and profile type into (builder-interaction.bench.mjs, builder-profile.mjs).

/** A long program's draft from the catalogue's ids: a base, six concentrates, three wash, eight ready, with comments. */
export async function longDraft(origin, token) {
  const answer = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        '{ products { id productCategory productUsage enabled baseProductSuggestions { baseSize increment maxVolumeSuggestion recommendedInput } } skinIndicators { id enabled } }',
    }),
  });
  const { data } = await answer.json();
  const enabled = data.products.filter((p) => p.enabled);
  const of = (category, usage) =>
    enabled.filter((p) => p.productCategory === category && (!usage || p.productUsage === usage));
  const base = of('MODULAR', 'BASE').find((p) => p.baseProductSuggestions.length > 0);
  const comment = 'Apply in the evening on clean skin, avoiding the eye area; ';
  return {
    id: null,
    version: null,
    number: null,
    pdfId: null,
    indicators: data.skinIndicators
      .filter((i) => i.enabled)
      .slice(0, 6)
      .map((i, n) => ({ skinIndicatorId: i.id, priority: ['LOW', 'MEDIUM', 'HIGH'][n % 3] })),
    base: { productId: base.id, volume: base.baseProductSuggestions[0].baseSize },
    baseSuggestion: base.baseProductSuggestions[0],
    actives: of('MODULAR', 'ACTIVE')
      .slice(0, 6)
      .map((p) => ({ productId: p.id, volume: 2 })),
    comment: comment.repeat(3),
    clientReference: 'Bench client',
    wash: of('CLEANING')
      .slice(0, 3)
      .map((p) => ({ productId: p.id, volume: null, comment })),
    ready: of('CARE')
      .slice(0, 8)
      .map((p) => ({ productId: p.id, volume: null, comment })),
  };
}

import type { ArticleText } from "~db/demo/articles/article-text";

export const giftIdeas: ArticleText = {
  en: {
    title: "Five handmade gifts under 40 euros",
    excerpt: "Small, useful and made by hand: my favourite presents for birthdays, teachers and the people who have everything.",
    content: `<p>The best gifts are the ones that get used every day and quietly remind someone of you. These five cost less than 40 euros, travel well in an envelope or a small box, and none of them will end up in a drawer.</p>
<h2>My picks</h2>
<ol>
<li><strong>The linen stitch zip pouch</strong> (24 €): for make-up, chargers or a child's pencils. Choose the colour of their favourite bag.</li>
<li><strong>The crochet flower brooch</strong> (24 €): one small flower that brightens a grey coat all winter.</li>
<li><strong>The granny coaster set</strong> (26 €): four coasters for a new flat, or for the friend who always hosts.</li>
<li><strong>The twisted headband</strong> (28 €): for the cyclist, the runner, or anyone whose ears get cold.</li>
<li><strong>The pompom beanie</strong> (38 €): the classic, in four colours.</li>
</ol>
<h2>A few practical notes</h2>
<ul>
<li>Pieces in stock leave within two working days.</li>
<li>Add a note to your order request and I will write it on the card by hand.</li>
<li>Every parcel is wrapped in tissue paper, so it is ready to give.</li>
</ul>
<blockquote><p>Not sure about the colour? Write to me with a photo of their coat or their favourite scarf, and I will help you choose.</p></blockquote>
<p>If you are ordering for December, do it early: made-to-order pieces need a week or two, and the last weeks before the holidays are always the busiest in the studio.</p>`,
  },
  it: {
    title: "Cinque regali fatti a mano sotto i 40 euro",
    excerpt: "Piccoli, utili e fatti a mano: i miei regali preferiti per compleanni, maestre e per chi ha già tutto.",
    content: `<p>I regali migliori sono quelli che si usano ogni giorno e che ricordano, senza far rumore, chi li ha regalati. Questi cinque costano meno di 40 euro, viaggiano bene in una busta o in una scatolina e nessuno finirà in un cassetto.</p>
<h2>I miei preferiti</h2>
<ol>
<li><strong>La pochette con zip a punto tela</strong> (24 €): per trucchi, caricabatterie o le matite dei bambini. Sceglila del colore della loro borsa preferita.</li>
<li><strong>La spilla a fiore</strong> (24 €): un piccolo fiore che illumina un cappotto grigio per tutto l'inverno.</li>
<li><strong>Il set di sottobicchieri</strong> (26 €): quattro sottobicchieri per una casa nuova o per l'amica che invita sempre tutti.</li>
<li><strong>La fascia intrecciata</strong> (28 €): per chi va in bici, chi corre, o chiunque soffra il freddo alle orecchie.</li>
<li><strong>Il berretto con pompon</strong> (38 €): il classico, in quattro colori.</li>
</ol>
<h2>Qualche nota pratica</h2>
<ul>
<li>I pezzi disponibili partono entro due giorni lavorativi.</li>
<li>Aggiungi un messaggio alla richiesta d'ordine e lo scriverò a mano sul biglietto.</li>
<li>Ogni pacco è avvolto in carta velina, pronto da regalare.</li>
</ul>
<blockquote><p>Non sai che colore scegliere? Scrivimi con una foto del suo cappotto o della sua sciarpa preferita, e ti aiuto a decidere.</p></blockquote>
<p>Se ordini per dicembre, fallo per tempo: i pezzi su ordinazione richiedono una o due settimane, e le ultime settimane prima delle feste sono sempre le più piene in bottega.</p>`,
  },
  fr: {
    title: "Cinq cadeaux faits main à moins de 40 euros",
    excerpt: "Petits, utiles et faits à la main : mes cadeaux préférés pour les anniversaires, les maîtresses et ceux qui ont déjà tout.",
    content: `<p>Les meilleurs cadeaux sont ceux qu'on utilise tous les jours et qui rappellent discrètement qui les a offerts. Ces cinq-là coûtent moins de 40 euros, voyagent bien dans une enveloppe ou une petite boîte, et aucun ne finira dans un tiroir.</p>
<h2>Ma sélection</h2>
<ol>
<li><strong>La pochette zippée au point de toile</strong> (24 €) : pour le maquillage, les chargeurs ou les crayons des enfants. Choisissez la couleur de leur sac préféré.</li>
<li><strong>La broche fleur</strong> (24 €) : une petite fleur qui égaie un manteau gris tout l'hiver.</li>
<li><strong>Le lot de dessous de verre</strong> (26 €) : quatre dessous de verre pour un nouvel appartement, ou pour l'amie qui reçoit toujours.</li>
<li><strong>Le bandeau torsadé</strong> (28 €) : pour la cycliste, le coureur, ou tous ceux qui ont froid aux oreilles.</li>
<li><strong>Le bonnet à pompon</strong> (38 €) : le classique, en quatre couleurs.</li>
</ol>
<h2>Quelques précisions pratiques</h2>
<ul>
<li>Les pièces en stock partent sous deux jours ouvrés.</li>
<li>Ajoutez un mot à votre demande de commande et je l'écrirai à la main sur la carte.</li>
<li>Chaque colis est emballé dans du papier de soie, prêt à offrir.</li>
</ul>
<blockquote><p>Vous hésitez sur la couleur ? Écrivez-moi avec une photo de leur manteau ou de leur écharpe préférée, et je vous aiderai à choisir.</p></blockquote>
<p>Si vous commandez pour décembre, faites-le tôt : les pièces sur commande demandent une à deux semaines, et les dernières semaines avant les fêtes sont toujours les plus chargées à l'atelier.</p>`,
  },
};

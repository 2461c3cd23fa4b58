import type { ArticleText } from "~db/demo/articles/article-text";

export const autumnColours: ArticleText = {
  en: {
    title: "Autumn colours on the hook",
    excerpt: "Rust, olive and mustard: a first look at the wool shades for the cold months, and the beanies they are becoming.",
    content: `<p>The cotton is put away and the wool has arrived. This year's autumn palette came from a walk in the hills in October: rust from the chestnut leaves, olive from the last vineyard rows, mustard from the late sunflowers.</p>
<h2>What is coming</h2>
<ul>
<li>The pompom beanie in rust and olive, next to the charcoal and mustard ones.</li>
<li>A ribbed scarf in rust with cream stripes near the fringe.</li>
<li>A new headband in a heathered olive.</li>
</ul>
<h2>Why these shades</h2>
<p>Warm, slightly muted colours sit well with the greys, camels and navies most people wear in winter. They also age beautifully: a rust beanie looks better after three winters, not worse.</p>
<blockquote><p>If you would like one of these colours in a piece that is not listed yet, write to me. Small batches mean I can often say yes.</p></blockquote>`,
  },
  it: {
    title: "I colori dell'autunno sull'uncinetto",
    excerpt: "Ruggine, oliva e senape: un primo sguardo ai colori della lana per i mesi freddi, e ai berretti che ne nasceranno.",
    content: `<p>Il cotone è stato riposto ed è arrivata la lana. La palette di quest'autunno è nata da una passeggiata in collina a ottobre: la ruggine delle foglie di castagno, l'oliva degli ultimi filari, la senape dei girasoli tardivi.</p>
<h2>Cosa arriva</h2>
<ul>
<li>Il berretto con pompon in ruggine e oliva, accanto a quelli antracite e senape.</li>
<li>Una sciarpa a coste color ruggine con righe panna vicino alle frange.</li>
<li>Una nuova fascia in un oliva mélange.</li>
</ul>
<h2>Perché questi colori</h2>
<p>I colori caldi e un po' spenti stanno bene con i grigi, i cammello e i blu che quasi tutti portano d'inverno. E invecchiano benissimo: un berretto ruggine dopo tre inverni è più bello, non meno.</p>
<blockquote><p>Se vuoi uno di questi colori in un pezzo non ancora in catalogo, scrivimi. Con lotti piccoli, spesso posso dirti di sì.</p></blockquote>`,
  },
  fr: {
    title: "Les couleurs de l'automne au crochet",
    excerpt: "Rouille, olive et moutarde : un premier aperçu des coloris de laine pour les mois froids, et des bonnets qui en naîtront.",
    content: `<p>Le coton est rangé et la laine est arrivée. La palette de cet automne est née d'une promenade dans les collines en octobre : la rouille des feuilles de châtaignier, l'olive des derniers rangs de vigne, la moutarde des tournesols tardifs.</p>
<h2>Ce qui arrive</h2>
<ul>
<li>Le bonnet à pompon en rouille et en olive, à côté des versions anthracite et moutarde.</li>
<li>Une écharpe côtelée rouille avec des rayures crème près des franges.</li>
<li>Un nouveau bandeau dans un olive chiné.</li>
</ul>
<h2>Pourquoi ces teintes</h2>
<p>Les couleurs chaudes et un peu sourdes s'accordent avec les gris, les camel et les bleus marine que la plupart des gens portent en hiver. Et elles vieillissent très bien : un bonnet rouille est plus beau après trois hivers, pas moins.</p>
<blockquote><p>Si l'une de ces couleurs vous plaît pour une pièce qui n'est pas encore au catalogue, écrivez-moi. Avec de petites séries, je peux souvent dire oui.</p></blockquote>`,
  },
};

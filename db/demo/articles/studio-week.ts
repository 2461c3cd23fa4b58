import type { ArticleText } from "~db/demo/articles/article-text";

export const studioWeek: ArticleText = {
  en: {
    title: "A week in the studio, from sketch to parcel",
    excerpt: "Five days behind the camera in a one-person studio: where the ideas come from, how long a bag really takes, and why Fridays smell of brown paper.",
    content: `<p>I spent a week in the studio with my camera, trying to stay out of the way. This is what a working week looks like when one person designs, makes, photographs and ships everything.</p>
<h2>Monday: sketches and swatches</h2>
<p>The week starts at the table by the window, with a notebook and a basket of yarn. Nothing is cut or ordered until there is a swatch: a small square that shows how a stitch, a colour and a hook size look together.</p>
<h2>Tuesday to Thursday: making</h2>
<p>A shell stitch tote takes about nine hours, spread over two days so the hands can rest. Hats are quicker; granny squares are made in the evenings, a few at a time, until there are enough for a bag.</p>
<ul>
<li>About 40 metres of cotton for one bucket hat.</li>
<li>Around 2,000 stitches in a market tote.</li>
<li>One cup of coffee every two hours, more or less.</li>
</ul>
<blockquote><p>"The first piece of a new design is always for me. I wear it or use it for a month before I decide it is ready for someone else."</p></blockquote>
<h2>Friday: parcels</h2>
<p>Fridays are for order requests, replies and packing. Each piece is wrapped in tissue paper with a card that says what it is made of and how to wash it, then goes out in a brown paper parcel tied with cotton string.</p>
<p>It is slow work, and that is the point. When you order, you are not buying stock from a warehouse, but a few hours of someone's week.</p>`,
  },
  it: {
    title: "Una settimana in bottega, dallo schizzo al pacco",
    excerpt: "Cinque giorni dietro l'obiettivo in una bottega con una sola persona: da dove nascono le idee, quanto ci vuole davvero per una borsa e perché il venerdì profuma di carta da pacchi.",
    content: `<p>Ho passato una settimana in bottega con la macchina fotografica, cercando di non dare fastidio. Ecco com'è una settimana di lavoro quando una sola persona disegna, realizza, fotografa e spedisce tutto.</p>
<h2>Lunedì: schizzi e campioni</h2>
<p>La settimana comincia al tavolo vicino alla finestra, con un quaderno e un cesto di filati. Niente si taglia né si ordina finché non c'è un campione: un quadratino che mostra come stanno insieme un punto, un colore e una misura di uncinetto.</p>
<h2>Da martedì a giovedì: le mani al lavoro</h2>
<p>Una borsa a punto conchiglia richiede circa nove ore, divise in due giorni per far riposare le mani. I cappelli sono più veloci; i granny square si fanno la sera, pochi alla volta, finché non bastano per una borsa.</p>
<ul>
<li>Circa 40 metri di cotone per un cappello alla pescatora.</li>
<li>Più o meno 2.000 punti in una borsa da mercato.</li>
<li>Un caffè ogni due ore, all'incirca.</li>
</ul>
<blockquote><p>«Il primo pezzo di un nuovo modello è sempre per me. Lo indosso o lo uso per un mese prima di decidere che è pronto per qualcun altro.»</p></blockquote>
<h2>Venerdì: i pacchi</h2>
<p>Il venerdì è per le richieste d'ordine, le risposte e gli imballaggi. Ogni pezzo viene avvolto nella carta velina con un biglietto che dice di cosa è fatto e come lavarlo, poi parte in un pacco di carta marrone legato con lo spago di cotone.</p>
<p>È un lavoro lento, ed è proprio questo il senso. Quando ordini, non compri merce da un magazzino, ma qualche ora della settimana di una persona.</p>`,
  },
  fr: {
    title: "Une semaine à l'atelier, du croquis au colis",
    excerpt: "Cinq jours derrière l'objectif dans un atelier tenu par une seule personne : d'où viennent les idées, combien de temps prend vraiment un sac, et pourquoi le vendredi sent le papier kraft.",
    content: `<p>J'ai passé une semaine à l'atelier avec mon appareil photo, en essayant de ne pas gêner. Voici à quoi ressemble une semaine de travail quand une seule personne dessine, fabrique, photographie et expédie tout.</p>
<h2>Lundi : croquis et échantillons</h2>
<p>La semaine commence à la table près de la fenêtre, avec un carnet et un panier de pelotes. Rien n'est coupé ni commandé tant qu'il n'y a pas d'échantillon : un petit carré qui montre comment un point, une couleur et une taille de crochet vont ensemble.</p>
<h2>Du mardi au jeudi : la fabrication</h2>
<p>Un cabas au point éventail demande environ neuf heures, réparties sur deux jours pour laisser reposer les mains. Les chapeaux vont plus vite ; les granny squares se font le soir, quelques-uns à la fois, jusqu'à en avoir assez pour un sac.</p>
<ul>
<li>Environ 40 mètres de coton pour un bob.</li>
<li>À peu près 2 000 mailles dans un cabas de marché.</li>
<li>Un café toutes les deux heures, à peu près.</li>
</ul>
<blockquote><p>« La première pièce d'un nouveau modèle est toujours pour moi. Je la porte ou je l'utilise pendant un mois avant de décider qu'elle est prête pour quelqu'un d'autre. »</p></blockquote>
<h2>Vendredi : les colis</h2>
<p>Le vendredi est consacré aux demandes de commande, aux réponses et aux emballages. Chaque pièce est enveloppée de papier de soie avec une carte qui indique sa matière et son entretien, puis part dans un colis de papier kraft noué de ficelle de coton.</p>
<p>C'est un travail lent, et c'est tout l'intérêt. Quand vous commandez, vous n'achetez pas une marchandise sortie d'un entrepôt, mais quelques heures de la semaine de quelqu'un.</p>`,
  },
};

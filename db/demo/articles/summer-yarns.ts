import type { ArticleText } from "~db/demo/articles/article-text";

export const summerYarns: ArticleText = {
  en: {
    title: "Cotton, linen or raffia? Choosing yarn for summer",
    excerpt: "Three plant fibres, three different characters. What each one is good at, and what I make with it.",
    content: `<p>When the days get long, wool goes back in the cupboard and plant fibres come out. They are cooler to work with and cooler to wear, but they behave very differently on the hook. Here is what I have learned from a few summers of bags and hats.</p>
<h2>Cotton: the faithful one</h2>
<p>Mercerised cotton is smooth, shiny and shows every stitch clearly, which makes it the best yarn for learning. Unmercerised cotton is softer and more matte, and it takes natural dyes beautifully. Both are strong, washable and keep their shape, as long as you work them fairly tightly.</p>
<h2>Linen: the one that gets better</h2>
<p>Linen feels stiff on the first day and almost silky after three washes. It drapes instead of holding a shape, so it suits market bags and light tops rather than baskets.</p>
<blockquote><p>Wash a linen swatch before you measure it: it can relax by a whole stitch every ten centimetres.</p></blockquote>
<h2>Raffia: the one for hats</h2>
<p>Paper or palm raffia gives a crisp fabric with a lovely rustle. It does not like water, so keep it for hats and decorative baskets.</p>
<h2>My quick guide</h2>
<ul>
<li><strong>Bags you carry every day:</strong> cotton, in single crochet or shell stitch.</li>
<li><strong>Net bags and tops:</strong> linen or a cotton-linen blend, in an open mesh.</li>
<li><strong>Sun hats:</strong> cotton for a soft hat you can fold, raffia for a stiff brim.</li>
</ul>
<p>Whatever you choose, buy one ball more than the pattern says. Dye lots change, and summer projects have a way of growing.</p>`,
  },
  it: {
    title: "Cotone, lino o rafia? Scegliere il filato per l'estate",
    excerpt: "Tre fibre vegetali, tre caratteri diversi. Cosa sa fare ciascuna e cosa ci realizzo io.",
    content: `<p>Quando le giornate si allungano, la lana torna nell'armadio ed escono le fibre vegetali. Sono più fresche da lavorare e da indossare, ma all'uncinetto si comportano in modo molto diverso. Ecco cosa ho imparato in qualche estate di borse e cappelli.</p>
<h2>Il cotone: quello fedele</h2>
<p>Il cotone mercerizzato è liscio, lucido e mostra ogni punto con chiarezza: per questo è il filato migliore per imparare. Quello non mercerizzato è più morbido e opaco, e prende benissimo le tinture naturali. Entrambi sono resistenti, lavabili e mantengono la forma, purché si lavorino abbastanza stretti.</p>
<h2>Il lino: quello che migliora</h2>
<p>Il primo giorno il lino sembra rigido, dopo tre lavaggi è quasi setoso. Più che tenere una forma, cade morbido: è adatto alle borse da mercato e ai top leggeri, non ai cestini.</p>
<blockquote><p>Lava il campione di lino prima di misurarlo: può allargarsi anche di un punto ogni dieci centimetri.</p></blockquote>
<h2>La rafia: quella per i cappelli</h2>
<p>La rafia di carta o di palma dà un tessuto croccante, con un fruscio bellissimo. Non ama l'acqua, quindi usala per cappelli e cestini decorativi.</p>
<h2>La mia guida veloce</h2>
<ul>
<li><strong>Borse da usare ogni giorno:</strong> cotone, a maglia bassa o a punto conchiglia.</li>
<li><strong>Retine e top:</strong> lino o misto cotone e lino, a rete aperta.</li>
<li><strong>Cappelli da sole:</strong> cotone per un cappello morbido da piegare, rafia per una tesa rigida.</li>
</ul>
<p>Qualunque cosa tu scelga, compra un gomitolo in più di quanto dice lo schema. I bagni di colore cambiano, e i progetti estivi tendono a crescere.</p>`,
  },
  fr: {
    title: "Coton, lin ou raphia ? Choisir son fil pour l'été",
    excerpt: "Trois fibres végétales, trois caractères différents. Ce que chacune sait faire, et ce que j'en fais.",
    content: `<p>Quand les journées s'allongent, la laine retourne au placard et les fibres végétales sortent. Elles sont plus fraîches à travailler et à porter, mais au crochet elles se comportent très différemment. Voici ce que j'ai appris en quelques étés de sacs et de chapeaux.</p>
<h2>Le coton : le fidèle</h2>
<p>Le coton mercerisé est lisse, brillant et montre chaque maille nettement, ce qui en fait le meilleur fil pour apprendre. Le coton non mercerisé est plus doux et plus mat, et il prend magnifiquement les teintures naturelles. Tous deux sont solides, lavables et gardent leur forme, à condition de crocheter assez serré.</p>
<h2>Le lin : celui qui s'améliore</h2>
<p>Le lin semble raide le premier jour et presque soyeux après trois lavages. Il tombe plutôt qu'il ne tient une forme : il convient aux sacs de marché et aux hauts légers, pas aux paniers.</p>
<blockquote><p>Lavez votre échantillon de lin avant de le mesurer : il peut se détendre d'une maille tous les dix centimètres.</p></blockquote>
<h2>Le raphia : celui des chapeaux</h2>
<p>Le raphia de papier ou de palmier donne un tissu ferme, avec un joli bruissement. Il n'aime pas l'eau : réservez-le aux chapeaux et aux paniers décoratifs.</p>
<h2>Mon petit guide</h2>
<ul>
<li><strong>Sacs de tous les jours :</strong> coton, en mailles serrées ou au point éventail.</li>
<li><strong>Filets et hauts :</strong> lin ou mélange coton-lin, en filet ouvert.</li>
<li><strong>Chapeaux de soleil :</strong> coton pour un chapeau souple qui se plie, raphia pour un bord rigide.</li>
</ul>
<p>Quel que soit votre choix, achetez une pelote de plus que ce qu'indique le modèle. Les bains de teinture changent, et les projets d'été ont tendance à grandir.</p>`,
  },
};

import type { ArticleText } from "~db/demo/articles/article-text";

export const grannySquare: ArticleText = {
  en: {
    title: "A granny square, round by round",
    excerpt: "The classic square explained slowly: the magic ring, the clusters, the corners, and how to change colour without knots.",
    content: `<p>Almost everyone who crochets has made a granny square, and almost everyone remembers the moment it stopped looking like a tangle and became a square. This is the way I teach it in my workshops, one round at a time.</p>
<h2>What you need</h2>
<ul>
<li>Three or four colours of cotton in the same weight (DK is a good start).</li>
<li>A 4 mm hook, or one size up from the yarn label.</li>
<li>A blunt needle for the ends, and a pair of scissors.</li>
</ul>
<h2>The rounds</h2>
<ol>
<li><strong>Round one:</strong> make a magic ring, chain 3, then work 2 trebles into the ring. Chain 2, and work 3 trebles. Repeat twice more, chain 2 and close with a slip stitch. You have four clusters and four corners.</li>
<li><strong>Round two:</strong> join the new colour in a corner space. Work 3 trebles, chain 2 and 3 trebles in every corner, with 1 chain between corners.</li>
<li><strong>Round three and after:</strong> corners stay the same; along each side, work 3 trebles into every 1-chain space.</li>
</ol>
<blockquote><p>Count your clusters at the end of each round: four more every time. If the square starts to ripple, your chains between clusters are too long.</p></blockquote>
<h2>Changing colour without knots</h2>
<p>Finish the last slip stitch with the new colour, then work over both tails for the first few stitches. They disappear inside the trebles and you will have almost nothing to sew in later.</p>
<p>Make nine squares and you have a cushion cover; make twelve and you are halfway to a bag. My granny square shoulder bag started exactly like this.</p>`,
  },
  it: {
    title: "Un granny square, giro dopo giro",
    excerpt: "Il quadrato classico spiegato con calma: l'anello magico, i gruppi di maglie, gli angoli e come cambiare colore senza nodi.",
    content: `<p>Quasi tutti quelli che lavorano all'uncinetto hanno fatto un granny square, e quasi tutti ricordano il momento in cui ha smesso di sembrare un groviglio ed è diventato un quadrato. Ecco come lo insegno nei miei laboratori, un giro alla volta.</p>
<h2>Cosa serve</h2>
<ul>
<li>Tre o quattro colori di cotone dello stesso spessore (un DK va benissimo per iniziare).</li>
<li>Un uncinetto da 4 mm, oppure una misura in più di quella indicata sull'etichetta.</li>
<li>Un ago a punta tonda per le code e un paio di forbici.</li>
</ul>
<h2>I giri</h2>
<ol>
<li><strong>Primo giro:</strong> fai un anello magico, 3 catenelle, poi 2 maglie alte nell'anello. 2 catenelle e 3 maglie alte. Ripeti altre due volte, 2 catenelle e chiudi con una maglia bassissima. Hai quattro gruppi e quattro angoli.</li>
<li><strong>Secondo giro:</strong> attacca il nuovo colore in un angolo. In ogni angolo lavora 3 maglie alte, 2 catenelle e 3 maglie alte, con 1 catenella tra un angolo e l'altro.</li>
<li><strong>Dal terzo giro in poi:</strong> gli angoli restano uguali; lungo i lati lavora 3 maglie alte in ogni spazio di 1 catenella.</li>
</ol>
<blockquote><p>Conta i gruppi alla fine di ogni giro: ogni volta sono quattro in più. Se il quadrato si increspa, le catenelle tra i gruppi sono troppo lunghe.</p></blockquote>
<h2>Cambiare colore senza nodi</h2>
<p>Chiudi l'ultima maglia bassissima con il colore nuovo, poi lavora sopra le due code per le prime maglie. Spariscono dentro le maglie alte e alla fine non avrai quasi niente da nascondere con l'ago.</p>
<p>Con nove quadrati si fa una federa per cuscino; con dodici sei a metà di una borsa. La mia borsa a spalla granny square è nata proprio così.</p>`,
  },
  fr: {
    title: "Un granny square, tour après tour",
    excerpt: "Le carré classique expliqué pas à pas : le cercle magique, les groupes de brides, les coins et comment changer de couleur sans nœuds.",
    content: `<p>Presque tous ceux qui crochètent ont fait un granny square, et presque tous se souviennent du moment où il a cessé de ressembler à un nœud pour devenir un carré. Voici comment je l'enseigne dans mes ateliers, un tour à la fois.</p>
<h2>Ce qu'il vous faut</h2>
<ul>
<li>Trois ou quatre couleurs de coton de même grosseur (un DK est parfait pour commencer).</li>
<li>Un crochet de 4 mm, ou une taille au-dessus de celle indiquée sur l'étiquette.</li>
<li>Une aiguille à bout rond pour les fils, et des ciseaux.</li>
</ul>
<h2>Les tours</h2>
<ol>
<li><strong>Premier tour :</strong> faites un cercle magique, 3 mailles en l'air, puis 2 brides dans le cercle. 2 mailles en l'air et 3 brides. Répétez encore deux fois, 2 mailles en l'air et fermez par une maille coulée. Vous avez quatre groupes et quatre coins.</li>
<li><strong>Deuxième tour :</strong> attachez la nouvelle couleur dans un coin. Dans chaque coin, crochetez 3 brides, 2 mailles en l'air et 3 brides, avec 1 maille en l'air entre les coins.</li>
<li><strong>À partir du troisième tour :</strong> les coins ne changent pas ; le long des côtés, crochetez 3 brides dans chaque espace d'une maille en l'air.</li>
</ol>
<blockquote><p>Comptez vos groupes à la fin de chaque tour : quatre de plus à chaque fois. Si le carré ondule, les mailles en l'air entre les groupes sont trop longues.</p></blockquote>
<h2>Changer de couleur sans nœuds</h2>
<p>Terminez la dernière maille coulée avec la nouvelle couleur, puis crochetez par-dessus les deux fils pendant les premières mailles. Ils disparaissent dans les brides et il ne restera presque rien à rentrer à l'aiguille.</p>
<p>Avec neuf carrés, vous avez une housse de coussin ; avec douze, la moitié d'un sac. Mon sac à l'épaule en granny squares a commencé exactement ainsi.</p>`,
  },
};

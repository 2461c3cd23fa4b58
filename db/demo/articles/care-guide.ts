import type { ArticleText } from "~db/demo/articles/article-text";

export const careGuide: ArticleText = {
  en: {
    title: "How to wash and store your crochet pieces",
    excerpt: "Handmade things last for years if you treat them a little differently from shop-bought ones. My care routine, fibre by fibre.",
    content: `<p>A crocheted piece is made of thousands of loops, and loops can stretch, felt or snag. None of that is a reason to keep a bag on a shelf: with a few habits, your pieces will look better after five years than on the day they arrived.</p>
<h2>Cotton and linen</h2>
<p>Bags, coasters and summer hats in cotton or linen can go in the washing machine at 30 °C, inside a laundry bag. Reshape them while they are damp and let them dry flat, away from the sun, which fades strong colours.</p>
<h2>Wool and alpaca</h2>
<p>Beanies, scarves and headbands prefer a hand wash. Use cool water and a little wool soap, squeeze gently and never wring.</p>
<ul>
<li>Roll the piece in a towel and press to take out most of the water.</li>
<li>Dry it flat on a rack, easing it back to its shape.</li>
<li>Keep pompoms fluffy by shaking them once they are dry.</li>
</ul>
<blockquote><p>Hot water and rubbing are what turn wool into felt. Cool water and patience keep it soft.</p></blockquote>
<h2>Storing between seasons</h2>
<p>Fold knits and crochet instead of hanging them: hangers pull the stitches out of shape. Store wool clean, in a cotton bag, with a sachet of lavender or a cedar block against moths.</p>
<h2>Small repairs</h2>
<p>If a loop catches, do not cut it. Ease the extra yarn back along the row with a blunt needle. And if something comes undone, write to me: I mend what I make.</p>`,
  },
  it: {
    title: "Come lavare e conservare i tuoi lavori all'uncinetto",
    excerpt: "Le cose fatte a mano durano anni se le tratti in modo un po' diverso da quelle comprate. La mia routine, fibra per fibra.",
    content: `<p>Un lavoro all'uncinetto è fatto di migliaia di maglie, e le maglie possono allungarsi, infeltrire o impigliarsi. Non è un buon motivo per lasciare una borsa sullo scaffale: con qualche abitudine, i tuoi pezzi tra cinque anni saranno più belli del giorno in cui sono arrivati.</p>
<h2>Cotone e lino</h2>
<p>Borse, sottobicchieri e cappelli estivi di cotone o lino vanno in lavatrice a 30 °C, dentro un sacchetto per il bucato. Rimettili in forma da umidi e falli asciugare in piano, lontano dal sole, che sbiadisce i colori accesi.</p>
<h2>Lana e alpaca</h2>
<p>Berretti, sciarpe e fasce preferiscono il lavaggio a mano. Acqua fredda e poco sapone per lana, strizzare con delicatezza e mai torcere.</p>
<ul>
<li>Arrotola il capo in un asciugamano e premi per togliere quasi tutta l'acqua.</li>
<li>Fallo asciugare in piano su uno stendino, riportandolo alla sua forma.</li>
<li>Per avere pompon sempre gonfi, scuotili quando sono asciutti.</li>
</ul>
<blockquote><p>Sono l'acqua calda e lo sfregamento a trasformare la lana in feltro. Acqua fredda e pazienza la mantengono morbida.</p></blockquote>
<h2>Conservare tra una stagione e l'altra</h2>
<p>Piega i capi a maglia e all'uncinetto invece di appenderli: le grucce tirano i punti e li deformano. Riponi la lana pulita, in un sacchetto di cotone, con un sacchetto di lavanda o un pezzetto di cedro contro le tarme.</p>
<h2>Piccole riparazioni</h2>
<p>Se una maglia si impiglia, non tagliarla. Riporta il filo in eccesso lungo il giro con un ago a punta tonda. E se qualcosa si disfa, scrivimi: quello che faccio, lo riparo.</p>`,
  },
  fr: {
    title: "Comment laver et ranger vos pièces au crochet",
    excerpt: "Les objets faits main durent des années si on les traite un peu autrement que ceux du commerce. Ma routine d'entretien, fibre par fibre.",
    content: `<p>Une pièce au crochet est faite de milliers de boucles, et les boucles peuvent s'étirer, feutrer ou s'accrocher. Ce n'est pas une raison pour laisser un sac sur une étagère : avec quelques habitudes, vos pièces seront plus belles dans cinq ans que le jour de leur arrivée.</p>
<h2>Coton et lin</h2>
<p>Les sacs, dessous de verre et chapeaux d'été en coton ou en lin passent en machine à 30 °C, dans un filet de lavage. Remettez-les en forme encore humides et faites-les sécher à plat, loin du soleil qui ternit les couleurs vives.</p>
<h2>Laine et alpaga</h2>
<p>Bonnets, écharpes et bandeaux préfèrent le lavage à la main. Eau froide, un peu de savon pour la laine, on presse doucement et on ne tord jamais.</p>
<ul>
<li>Roulez la pièce dans une serviette et appuyez pour enlever l'essentiel de l'eau.</li>
<li>Faites-la sécher à plat sur un séchoir, en lui redonnant sa forme.</li>
<li>Pour des pompons bien gonflés, secouez-les une fois secs.</li>
</ul>
<blockquote><p>Ce sont l'eau chaude et le frottement qui transforment la laine en feutre. L'eau froide et la patience la gardent douce.</p></blockquote>
<h2>Ranger entre deux saisons</h2>
<p>Pliez vos pièces en tricot et au crochet au lieu de les suspendre : les cintres déforment les mailles. Rangez la laine propre, dans un sac en coton, avec un sachet de lavande ou un morceau de cèdre contre les mites.</p>
<h2>Petites réparations</h2>
<p>Si une boucle s'accroche, ne la coupez pas. Répartissez le fil en trop le long du rang avec une aiguille à bout rond. Et si quelque chose se défait, écrivez-moi : je répare ce que je fabrique.</p>`,
  },
};

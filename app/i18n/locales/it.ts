import type { Messages } from "./en";

export const it: Messages = {
  meta: {
    homeTitle: "Borse, cappelli e accessori all'uncinetto fatti a mano",
    homeDescription: "Borse, cappelli e accessori all'uncinetto fatti a mano, su ordinazione e in piccole serie.",
  },
  notFound: {
    title: "Pagina non trovata",
    text: "La pagina che cerchi non esiste o è stata spostata.",
    backHome: "Torna alla home",
  },
};

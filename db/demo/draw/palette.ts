/** Yarn shades shared by the demo's pictures. */
export const yarn = {
  terracotta: "#B95A3E",
  sand: "#D8C09A",
  sage: "#94A784",
  cream: "#F0E6D2",
  mustard: "#D2A03A",
  rose: "#D3968E",
  denim: "#56718F",
  olive: "#7B7E45",
  rust: "#A4512F",
  lilac: "#B4A1C4",
  charcoal: "#4A4643",
  navy: "#2F3D58",
  coral: "#E07F67",
  forest: "#4F6B4F",
  ecru: "#E6DCC5",
} as const;

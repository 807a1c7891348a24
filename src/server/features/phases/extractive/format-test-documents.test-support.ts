/** A Mexican tender form with every kind of blank, shared by the format tests. */
export const MANIFIESTO = [
  "FORMATO 3",
  "MANIFIESTO DE NACIONALIDAD Y FACULTADES",
  "Licitación Pública Nacional No. ______________",
  "",
  "Yo, ____________________ (nombre del representante legal), en mi carácter de representante legal de la",
  "empresa ______________________, con R.F.C. [RFC] y domicilio en ________________________________,",
  "manifiesto bajo protesta de decir verdad que cuento con facultades suficientes para suscribir la propuesta,",
  "según consta en la escritura pública número ________ de fecha ____________, otorgada ante la fe del",
  "notario __________________, y que mi representada es de nacionalidad mexicana.",
  "",
  "Teléfono: <teléfono>",
  "Correo electrónico:",
  "Lugar y fecha: ________________",
  "",
  "_____________________________",
  "Nombre y firma",
].join("\n");

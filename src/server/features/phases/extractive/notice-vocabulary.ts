/**
 * The words of a tender notice and a data sheet (a Spanish 'anuncio de licitación', a Mexican municipal
 * convocatoria): fields named by their label ('Objeto:', 'CPV', 'Lugar de ejecución'), whatever their
 * value says. Joined into VOCABULARY (tender-vocabulary.ts), whose test runs every example.
 */
import { type Cue, kind } from "./vocabulary-cue";

export const NOTICE_VOCABULARY: Cue[] = [
  // The fields of a notice or a data sheet ('Objeto: …', 'CPV …', 'Lugar de ejecución …'), named by
  // their label even when the value carries no cue of its own.
  kind(
    "requisito_tecnico",
    /^\W*objeto(?:\s+del?\s+(?:contrato|lote|la licitaci[óo]n))?\s*:/iu,
    "Objeto: suministro de cuarenta computadoras portátiles para las oficinas municipales.",
  ),
  kind("requisito_tecnico", /\bCPV\b/u, "Código CPV 30213100 - Ordenadores portátiles."),
  kind(
    "requisito_tecnico",
    /\blugar de (?:ejecuci[óo]n|prestaci[óo]n|entrega)\b/iu,
    "Lugar de ejecución: instalaciones deportivas del municipio.",
  ),
  // The bidder's experience (technical solvency): works or services like the tender's, done before.
  kind(
    "requisito_tecnico",
    /\bexperiencia\b|\btrabajos (?:realizados|ejecutados|similares)\b|\b(?:igual|similar) naturaleza\b/iu,
    "Experiencia: relación de los servicios de limpieza prestados a entidades públicas.",
  ),
  kind(
    "requisito_administrativo",
    /\bclasificaci[óo]n (?:empresarial|del contratista)\b|\bgrupo [A-Z],? subgrupo\b/iu,
    "Clasificación empresarial exigida: grupo C, subgrupo 2, categoría 3.",
  ),
  // Attending an act (the site visit, the clarification meeting): whether a bidder must.
  kind(
    "requisito_administrativo",
    /\basistencia a (?:la|el|los) (?:junta|visita|acto|reuni[óo]n)/iu,
    "La asistencia a la visita al sitio es optativa para los licitantes.",
  ),
  // How the contract is procured and which regime it falls under.
  kind(
    "requisito_legal",
    /\btipo de contrato\b|\bregulaci[óo]n armonizada\b/iu,
    "Tipo de contrato: suministro, sujeto a regulación armonizada.",
  ),
  kind(
    "requisito_legal",
    /\bprocedimiento (?:abierto|restringido|negociado)|\btramitaci[óo]n (?:ordinaria|urgente|de emergencia)\b/iu,
    "Procedimiento abierto simplificado, tramitación urgente.",
  ),
  // An offer priced too low to be believed is set aside unless the bidder justifies it.
  kind(
    "causal_rechazo",
    /\banormalmente baj[ao]s?\b|\bvalor(?:es)? anormal(?:es)?\b|\b(?:ofertas?|bajas?) (?:desproporcionad|temerari)\p{L}*/iu,
    "Se considerarán anormalmente bajas las ofertas inferiores en un 20 % a la media de las admitidas.",
  ),
];

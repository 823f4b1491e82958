// What WSFEv1's FECAESolicitar checks in a request, with ARCA's codes and words (the tables of
// the "Manual para el desarrollador" WSFEv1, RG 4291, and the texts ARCA was seen answering; each
// code, its meaning, where ARCA reports it and the source are in docs/arca-stand-in.md).
// Three kinds of finding, as the manual has them:
// - the header's (FeCabReq): the whole request is refused, in the answer's Errors;
// - a detail's "validación excluyente": the voucher gets no CAE (Resultado R), in its Observaciones;
// - a detail's "validación no excluyente": the voucher is authorised with the observation.
// A message ARCA was seen answering is used word for word (ARCA writes most without accents); where
// none was found, the manual's description of the check is the text.
import { isValidCuit } from '../../../functions/domain/argentina';
import { toCents } from '../../../functions/domain/money';
import { child, children, textOf, type XmlValue } from '../../../functions/invoicing/soap';

export interface ArcaNote {
  code: number;
  message: string;
}

/** A detail's finding: `rejects` leaves the voucher without a CAE; otherwise it is only an observation. */
export interface DetailFinding extends ArcaNote {
  rejects: boolean;
}

/** The voucher types the stand-in authorises (WSFEv1 has more; FEParamGetTiposCbte). */
export const VOUCHER_TYPES: Readonly<Record<number, { name: string; letter: 'A' | 'B' | 'C'; note: boolean }>> = {
  1: { name: 'Factura A', letter: 'A', note: false },
  3: { name: 'Nota de Credito A', letter: 'A', note: true },
  6: { name: 'Factura B', letter: 'B', note: false },
  8: { name: 'Nota de Credito B', letter: 'B', note: true },
  11: { name: 'Factura C', letter: 'C', note: false },
  13: { name: 'Nota de Credito C', letter: 'C', note: true },
};

/** 10040: the voucher types a credit note may associate (manual, FECAESolicitar, 10040). */
const ASSOCIABLE: Readonly<Record<number, ReadonlySet<number>>> = {
  1: new Set([88, 991]),
  3: new Set([1, 2, 3, 4, 5, 34, 39, 60, 63, 88, 991]),
  6: new Set([88, 991]),
  8: new Set([6, 7, 8, 9, 10, 35, 40, 61, 64, 88, 991]),
  11: new Set(),
  13: new Set([11, 12, 13, 15]),
};

/** 10040 in the manual's words: the rule, and the sentence for the voucher type asked. */
const ASSOCIATION_RULE =
  'De enviarse el tag <CbtesAsoc>, entonces el campo "código de tipo de comprobante" <CbteTipo> a autorizar tiene que ser 01, 02, 03, 06, 07, 08, 12, 13, 51, 52, 53, 201, 206 o 211';
const ASSOCIABLE_SENTENCE: Readonly<Record<number, string>> = {
  1: 'Para 01,06 y 51 pueden asociarse 88 y 991',
  3: 'Para 02 y 03 pueden asociarse los tipos de comprobante 01, 02, 03, 04, 05, 34, 39, 60, 63, 88 y 991',
  6: 'Para 01,06 y 51 pueden asociarse 88 y 991',
  8: 'Para 07 y 08 pueden asociarse 06, 07, 08, 09, 10, 35, 40, 61, 64, 88 y 991',
  13: 'Para 12 o 13 pueden asociarse 11, 12, 13 y 15.',
};

/** FEParamGetTiposIva: the VAT rates by Id (3 is 0 %). */
const VAT_RATES: Readonly<Record<number, number>> = { 3: 0, 4: 0.105, 5: 0.21, 6: 0.27, 8: 0.05, 9: 0.025 };

/**
 * CondicionIVAReceptorId per voucher class (FEParamGetCondicionIvaReceptor answers each id with
 * the classes it applies to): class A only to responsables inscriptos and monotributistas (1, 6,
 * and the monotributo variants 13 and 16, RG 5003/2021); class B to everyone else; class C to all.
 */
const RECEIVER_CONDITIONS_BY_CLASS: Readonly<Record<'A' | 'B' | 'C', ReadonlySet<number>>> = {
  A: new Set([1, 6, 13, 16]),
  B: new Set([4, 5, 7, 8, 9, 10, 15]),
  C: new Set([1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16]),
};

/** The authorised vouchers the checks look at (numbering, dates, the invoice a note cancels). */
export interface VoucherRecords {
  last(cuit: string, pointOfSale: number, voucherType: number): { number: number; date: string; total: number } | null;
  find(cuit: string, pointOfSale: number, voucherType: number, number: number): { total: number } | null;
}

/** 10015 as ARCA answered it for a Factura B whose CUIT is not in its registry. */
export const notInRegistry = (voucherName: string, docType: number, docNumber: string) =>
  `${voucherName} (CbteDesde igual a CbteHasta), DocTipo: ${docType}, DocNro ${docNumber} no se encuentra registrado en los padrones de AFIP y no corresponde a una cuit pais.`;

const number = (node: XmlValue | undefined) => Number(textOf(node));
const isYyyymmdd = (value: string) =>
  /^\d{8}$/.test(value) && !Number.isNaN(Date.parse(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`));
const addDays = (yyyymmdd: string, days: number) =>
  new Date(Date.parse(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');

/** ARCA's margin for amounts: "error relativo porcentual <= 0.01% o el error absoluto <= 0.01" (× lines where the manual says so). */
function withinMargin(actual: number, expected: number, lines = 1): boolean {
  const difference = Math.abs(toCents(actual) - toCents(expected));
  return difference <= lines || (expected !== 0 && difference / Math.abs(toCents(expected)) <= 0.0001);
}

/** The header (FeCabReq) and the number of details: refused as a whole, in Errors. */
export function headerErrors(request: XmlValue | undefined): ArcaNote[] {
  const feCaeReq = child(request, 'FeCAEReq');
  const header = child(feCaeReq, 'FeCabReq');
  const declared = number(child(header, 'CantReg'));
  const sent = children(child(feCaeReq, 'FeDetReq'), 'FECAEDetRequest').length;
  const pointOfSale = number(child(header, 'PtoVta'));
  const voucherType = number(child(header, 'CbteTipo'));
  const errors: ArcaNote[] = [];
  if (!Number.isInteger(declared) || declared < 1 || declared > 9998) {
    errors.push({
      code: 10001,
      message:
        'Cantidad de registros de detalle del comprobante o lote de comprobantes de ingreso <CantReg> debe estar comprendido entre 1 y 9998.',
    });
  } else if (declared !== sent) {
    // The manual's own example of this answer (FECAESolicitar, 10002).
    errors.push({
      code: 10002,
      message: `Campo CantReg debe ser igual a lo informado en detalle. Informado: ${declared}, Enviado:${sent}`,
    });
  } else if (sent > 1) {
    // The stand-in authorises one voucher per request (it does not serve FECompTotXRequest).
    errors.push({
      code: 10003,
      message:
        'La cantidad de registros en detalle debe ser menor igual al valor permitido. Consulte método FECompTotXRequest para obtener cantidad máxima de registros por cada requerimiento.',
    });
  }
  if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99_998) {
    errors.push({ code: 10004, message: 'Campo <PtoVta> debe estar comprendido entre 1 y 99998.' });
  }
  if (!Number.isInteger(voucherType) || voucherType <= 0) {
    errors.push({ code: 10006, message: 'Campo CbteTipo debe ser un valor numérico mayor a 0.' });
  } else if (!VOUCHER_TYPES[voucherType]) {
    errors.push({
      code: 10007,
      message:
        'Campo CbteTipo sea: - 01, 02, 03, 04, 05 ,34, 39, 60, 63, 201, 202, 203 para los clase A - 06, 07, 08, 09, 10, 35, 40,64, 61, 206, 207, 208 para los clase B. - 11, 12, 13, 15, 211, 212, 213 para los clase C. - 51, 52, 53, 54 para los clase "A con leyenda operación sujeta a retención". - 49 para los Bienes Usados. Consultar método FEParamGetTiposCbte.',
    });
  }
  return errors;
}

/** Real answers say this (numbers taken, or a date before the last voucher's), in Errors. */
const OUT_OF_SEQUENCE: ArcaNote = {
  code: 10016,
  message: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
};

/** 10016 for the number and the date against the last voucher of the series (null when in sequence). */
export function sequenceError(
  cuit: string,
  pointOfSale: number,
  voucherType: number,
  detail: XmlValue | undefined,
  records: VoucherRecords,
): ArcaNote | null {
  const last = records.last(cuit, pointOfSale, voucherType);
  const date = textOf(child(detail, 'CbteFch'));
  if (number(child(detail, 'CbteDesde')) !== (last?.number ?? 0) + 1) return OUT_OF_SEQUENCE;
  if (last && date !== '' && date < last.date) return OUT_OF_SEQUENCE;
  return null;
}

/** Every check of one detail, in the order of the manual's table. `today` is ARCA's date (yyyymmdd, Argentina). */
export function detailFindings(
  cuit: string,
  pointOfSale: number,
  voucherType: number,
  detail: XmlValue | undefined,
  records: VoucherRecords,
  today: string,
): DetailFinding[] {
  const findings: DetailFinding[] = [];
  const reject = (code: number, message: string) => findings.push({ code, message, rejects: true });
  const observe = (code: number, message: string) => findings.push({ code, message, rejects: false });
  const type = VOUCHER_TYPES[voucherType];
  if (!type) return findings;
  const { letter } = type;
  const concept = number(child(detail, 'Concepto'));
  const docType = number(child(detail, 'DocTipo'));
  const docNumber = textOf(child(detail, 'DocNro'));
  const from = number(child(detail, 'CbteDesde'));
  const to = number(child(detail, 'CbteHasta'));
  const date = textOf(child(detail, 'CbteFch'));
  const amount = (name: string) => number(child(detail, name));
  const [total, untaxed, net, exempt, tributes, vat] = ['ImpTotal', 'ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpTrib', 'ImpIVA'].map(
    amount,
  ) as [number, number, number, number, number, number];
  const vatLines = children(child(detail, 'Iva'), 'AlicIva');

  // Numbers and dates.
  if (from < 1 || from > 99_999_999) reject(10008, 'Campo <CbteDesde> se encuentre entre 1 y 99999999.');
  if (to < from)
    reject(
      10011,
      'Campo <CbteHasta> sea mayor o igual a <CbteDesde> para comprobantes tipo B. Para comprobantes tipo C <CbteHasta> debe ser igual a <CbteDesde>.',
    );
  else if (to !== from && letter !== 'B') {
    reject(
      10012,
      'Para comprobantes clase "A", "C", "A con leyenda operación sujeta a retención", "49" – Bienes Usados y comprobantes MiPyMEs (FCE) el campo CbteDesde debe ser igual al campo CbteHasta',
    );
  }
  if (date !== '') {
    const window = concept === 1 ? 5 : 10;
    if (!isYyyymmdd(date) || date < addDays(today, -window) || date > addDays(today, window)) {
      // Seen in real answers for Concepto 1 (double spaces as ARCA writes them); for services the
      // same sentence with the manual's N-10 / N+10 window.
      reject(
        10016,
        concept === 1
          ? 'Campo CbteFch Debe estar comprendido  en el  rango  N-5 y N+5 siendo N la fecha de envio del pedido  de autorizacion para 1 - Productos'
          : `Campo CbteFch Debe estar comprendido  en el  rango  N-10 y N+10 siendo N la fecha de envio del pedido  de autorizacion para ${concept === 2 ? '2 - Servicios' : '3 - Productos y Servicios'}`,
      );
    }
  }

  // The receiver's document.
  if (letter === 'A' && docType !== 80) {
    reject(10013, 'Para comprobantes clase "A" y "A con leyenda operación sujeta a retención" el campo DocTipo tenga valor 80 (CUIT)');
  }
  if (docType === 80 && !/^\d{11}$/.test(docNumber)) {
    reject(10284, 'El número de documento receptor informado no corresponde al Tipo de Documento receptor indicado (CUIT).');
  } else if (docType === 80 && !isValidCuit(docNumber)) {
    if (letter === 'B') reject(10015, notInRegistry(type.name, docType, docNumber));
    // "Excluyente salvo si el tipo de comprobante informado es Nota de Crédito."
    else (type.note ? observe : reject)(10247, 'La CUIT receptora informada está inactiva o es inválida.');
  } else if (letter === 'B' && docType === 99 && docNumber !== '0') {
    reject(10015, 'Para comprobantes tipo B si el campo DocTipo es igual a 99, el campo DocNro deberá ser cero (0).');
  } else if (letter === 'B' && docType !== 99 && !/^[1-9]\d*$/.test(docNumber)) {
    reject(
      10015,
      'Si el campo DocTipo es distinto de 80, 86 u 87, deberá verificarse que se ingrese uno de los valores devueltos por el método FEParamGetTiposDoc y que se informe el campo DocNro.',
    );
  }
  if (docNumber === cuit) reject(10069, 'El N° de documento del receptor del comprobante no puede ser igual al del emisor.');

  // Concept and service dates.
  if (![1, 2, 3].includes(concept)) {
    reject(
      10030,
      'El campo <Concepto> es obligatorio y debe corresponder con algún valor devuelto por el método FEParamGetTiposConcepto 1 Productos 2 Servicios 3 Productos y Servicios',
    );
  }
  const [serviceFrom, serviceTo, paymentDue] = ['FchServDesde', 'FchServHasta', 'FchVtoPago'].map((name) =>
    textOf(child(detail, name)),
  ) as [string, string, string];
  if ((concept === 2 || concept === 3) && ![serviceFrom, serviceTo, paymentDue].every(isYyyymmdd)) {
    reject(
      10049,
      'Los campos <FchServDesde>, <FchServHasta>, <FchVtoPago>, es obligatorio cuando el campo <Concepto> es igual a 2 o 3. Si se informa deberá tener el siguiente formato yyyymmdd.',
    );
  } else if (concept === 2 || concept === 3) {
    if (serviceFrom > serviceTo) {
      reject(
        10032,
        'El campo "fecha desde del servicio a facturar" <FchServDesde> no puede ser posterior al campo "fecha hasta del servicio a facturar" <FchServHasta>.',
      );
    }
    if (paymentDue < (date || today)) {
      reject(10036, 'El campo "fecha de vencimiento para el pago" <FchVtoPago> no puede ser anterior a la fecha del comprobante.');
    }
  }

  // Currency.
  const currency = textOf(child(detail, 'MonId'));
  if (currency !== 'PES') {
    // The stand-in knows only pesos (FEParamGetTiposMonedas has more).
    reject(10037, 'El campo <MonId> es obligatorio y debe corresponder a algún valor devuelto por el método FEParamGetTiposMonedas');
  } else if (number(child(detail, 'MonCotiz')) !== 1) {
    reject(10039, 'El campo <MonCotiz> es obligatorio , e igual a 1 cuando se trate de <MonId>=PES');
  }

  // Amounts.
  if (untaxed < 0 || (letter === 'C' && untaxed !== 0)) {
    reject(
      10043,
      'El campo "Importe neto no gravado" <ImpTotConc>. No puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).',
    );
  }
  if (exempt < 0 || (letter === 'C' && exempt !== 0)) {
    reject(
      10044,
      'El campo "importe exento" <ImpOpEx>. No puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).',
    );
  }
  if (net < 0) reject(10045, 'El campo "Importe neto gravado" <ImpNeto>. No puede ser menor a cero (0).');
  if (tributes < 0) reject(10046, 'El campo "Importe de tributos" <ImpTrib>. No puede ser menor a cero (0).');
  if (vat < 0 || (letter === 'C' && vat !== 0)) {
    reject(10047, 'El campo "Importe de IVA" <ImpIVA>. No puede ser menor a cero (0). Para comprobantes tipo C debe ser igual a cero (0).');
  }
  if (total < 0) reject(10065, 'El campo "Importe Total" <ImpTotal>. No puede ser menor a cero (0).');
  if (letter === 'C' && !withinMargin(total, net + tributes)) {
    reject(10048, "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpNeto + ImpTrib. Donde ImpNeto es igual al Sub Total");
  } else if (letter !== 'C' && !withinMargin(total, untaxed + net + exempt + tributes + vat)) {
    reject(10048, "El campo 'Importe Total' ImpTotal, debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.");
  }
  if (tributes > 0 && children(child(detail, 'Tributos'), 'Tributo').length === 0) {
    reject(10024, 'Si ImpTrib es mayor a 0 el objeto <Tributos> y <Tributo> son obligatorios.');
  }

  // IVA: none on class C; otherwise its lines must add up.
  if (letter === 'C') {
    if (child(detail, 'Iva') !== undefined) reject(10071, 'Si el tipo de comprobante es C, el array de IVA no debe informarse.');
  } else {
    const ids = vatLines.map((line) => number(child(line, 'Id')));
    const notes = type.note; // 2, 3, 7, 8: bases and rates are not checked.
    if (vatLines.length === 0) {
      if (vat > 0) reject(10018, 'Si <ImpIVA> es mayor a 0 el objeto <IVA> y <AlicIva> son obligatorios.');
      if (net > 0) reject(10070, 'Si ImpNeto es mayor a 0 el objeto IVA es obligatorio.');
    } else {
      if (vat === 0 && ids.some((id) => id !== 3))
        reject(10018, 'Si ImpIva es igual a 0 el objeto Iva y AlicIva son obligatorios. Id iva = 3 (iva 0)');
      if (ids.some((id) => VAT_RATES[id] === undefined)) {
        reject(
          10019,
          'El campo Id en AlicIVA es obligatorio informarlo. Siempre que se informe Id, debe ser un valor devuelto por el método FEParamGetTiposIva.',
        );
      }
      if (new Set(ids).size !== ids.length) reject(10022, 'El campo Id en AlicIVA no debe repetirse. Deberá totalizarse por alícuota.');
      const sum = (name: string) => vatLines.reduce((cents, line) => cents + toCents(number(child(line, name))), 0) / 100;
      if (!withinMargin(sum('Importe'), vat, vatLines.length)) {
        reject(10023, 'La suma de los campos <importe> en <IVA> debe ser igual al valor ingresado en ImpIVA.');
      }
      if (!notes && !withinMargin(sum('BaseImp'), net, vatLines.length)) {
        reject(10061, 'La suma de los campos <BaseImp> en <AlicIva> debe ser igual al valor ingresado en ImpNeto.');
      }
      const offRate = vatLines.some((line) => {
        const rate = VAT_RATES[number(child(line, 'Id'))];
        return rate !== undefined && !withinMargin(number(child(line, 'Importe')), number(child(line, 'BaseImp')) * rate);
      });
      if (!notes && offRate) reject(10051, 'Los importes informados en AlicIVA se deben corresponder según el tipo de iva seleccionado.');
    }
  }

  // Associated vouchers: a credit note cancels a voucher of its class.
  const associated = children(child(detail, 'CbtesAsoc'), 'CbteAsoc');
  if (type.note && associated.length === 0 && child(detail, 'PeriodoAsoc') === undefined) {
    // The message as public client code quotes ARCA's answer.
    reject(10197, 'Si el comprobante es Debito o Credito, enviar estructura CbteAsoc o PeriodoAsoc.');
  }
  for (const entry of associated) {
    const associatedType = number(child(entry, 'Tipo'));
    if (!ASSOCIABLE[voucherType]?.has(associatedType)) {
      reject(10040, `${ASSOCIATION_RULE} ${ASSOCIABLE_SENTENCE[voucherType] ?? ''}`.trim());
      continue;
    }
    const original = records.find(cuit, number(child(entry, 'PtoVta')), associatedType, number(child(entry, 'Nro')));
    if (!original) {
      observe(
        10041,
        'Si el punto de venta del comprobante asociado (campo <PtoVta> de <CbtesAsoc>) es electrónico, el número de comprobante debe obrar en las bases del organismo para el punto de venta y tipo de comprobante informado.',
      );
    } else if (type.note && toCents(total) > toCents(original.total)) {
      observe(
        10237,
        'El importe de la nota de crédito supera el monto del comprobante asociado que estás ajustando. Verificá los montos ingresados y de tratarse de un error, tenés que efectuar el ajuste o anulación de la operación según corresponda.',
      );
    }
  }

  // The receiver's IVA condition (RG 5616).
  const condition = textOf(child(detail, 'CondicionIVAReceptorId'));
  if (condition === '' || condition === '0') {
    reject(
      10246,
      'Campo Condicion Frente al IVA del receptor es obligatorio conforme a lo reglamentado por la Resolucion General Nro 5616. Para mas informacion consular metodo FEParamGetCondicionIvaReceptor',
    );
  } else if (!RECEIVER_CONDITIONS_BY_CLASS.C.has(Number(condition))) {
    reject(10242, 'El campo Condicion IVA receptor no es un valor valido. Consular metodo FEParamGetCondicionIvaReceptor');
  } else if (!RECEIVER_CONDITIONS_BY_CLASS[letter].has(Number(condition))) {
    reject(
      10243,
      'El campo de identificación de Condición de IVA del receptor no es valido para la clase de comprobante informado. Para mas detalle consultar el Método: FEParamGetCondicionIvaReceptor',
    );
  }
  return findings;
}

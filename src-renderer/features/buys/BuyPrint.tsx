/** The buy sheet (A4 or the 80 mm roll, or a PDF): printable once the server has numbered the buy. */
import { useT } from '../../i18n/i18n.js';
import { PrintButton } from '../../components/printing/PrintButton.js';
import { awaitsServer, type BuyDoc } from '../../components/documents/read.js';

export function BuyPrint({ buy }: { buy: BuyDoc }) {
  const t = useT();
  return <PrintButton kind="buy" id={buy._id} label={t('buys.print')} disabledReason={awaitsServer(buy) ? t('buys.print.waitSync') : null} />;
}

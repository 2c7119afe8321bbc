import { scoreText, showChanceText } from '../../../core/rules/reliability.rule.ts';
import './reliability.css';

/** A score's band for its colour: 90 and above reliable, 80 and above usual, below that doubtful. */
export function reliabilityBand(score: number): 'high' | 'mid' | 'low' {
  return score >= 90 ? 'high' : score >= 80 ? 'mid' : 'low';
}

/**
 * Issue 21 item 6: a worker's reliability as the picker and the card show it, «надёжность 92,5 ·
 * выход 96 %», written out (never an icon whose meaning hides behind a hover).
 */
export function ReliabilityBadge({ score, pShow }: { score: number; pShow: number }) {
  return (
    <span className={`reliability-badge ${reliabilityBand(score)}`}>
      надёжность {scoreText(score)} · выход {showChanceText(pShow)}
    </span>
  );
}

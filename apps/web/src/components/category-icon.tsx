import {
  Activity,
  Apple,
  Baby,
  Bone,
  Brain,
  Brush,
  Eye,
  FlaskConical,
  Flower2,
  Gem,
  Hand,
  HeartPulse,
  Microscope,
  Palette,
  PenTool,
  ScanFace,
  Scissors,
  Smile,
  Sparkles,
  Stethoscope,
  Syringe,
  UserRound,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The category table names icons by string; importing each one explicitly keeps the bundle to the
 * icons we use instead of all of lucide.
 */
export const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  Activity,
  Apple,
  Baby,
  Bone,
  Brain,
  Brush,
  Eye,
  FlaskConical,
  Flower2,
  Gem,
  Hand,
  HeartPulse,
  Microscope,
  Palette,
  PenTool,
  ScanFace,
  Scissors,
  Smile,
  Sparkles,
  Stethoscope,
  Syringe,
  UserRound,
  Zap,
};

export function CategoryIcon({ name, className = '' }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICONS[name] ?? Sparkles;
  return <Icon aria-hidden="true" className={className} />;
}

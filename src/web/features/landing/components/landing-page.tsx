import { BeforeAfterSection } from "./before-after-section.tsx";
import { CalculatorSection } from "./calculator-section.tsx";
import { CallToActionSection } from "./call-to-action-section.tsx";
import { FaqSection } from "./faq-section.tsx";
import { FeatureListSection } from "./feature-list-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { KeyFeaturesSection } from "./key-features-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

/** Spec §2's landing page, section by section in its order; the footer is the layout's. */
export function LandingPage() {
  return (
    <main>
      <HeroSection />
      <KeyFeaturesSection />
      <BeforeAfterSection />
      <CalculatorSection />
      <FeatureListSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <CallToActionSection />
    </main>
  );
}

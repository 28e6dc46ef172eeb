import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who can use Rootshare',
    content: (
      <p>
        You must be at least 13 years old to use Rootshare. Rootshare is not meant for children under 13, and we will close any account we
        learn belongs to one. If you are under 18, or under the age of majority where you live, you may use Rootshare only with the
        permission of a parent or guardian, who should read these terms with you. You may not use Rootshare if we have previously banned
        you.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <p>
        Give us accurate information when you sign up and keep it up to date. Keep your password private and do not use it anywhere else.
        You are responsible for what happens under your account, so tell us at once if you think someone else has access to it. One person,
        one account: do not share your account, sell it, or create accounts for others without their permission.
      </p>
    ),
  },
  {
    id: 'community-rules',
    title: 'Community rules',
    content: (
      <>
        <p>Rootshare works because members trust each other. When you use it, you agree to:</p>
        <ul>
          <li>
            <strong>List honestly.</strong> Describe plants accurately, with real photos of the plant you are offering, including its size,
            condition and anything wrong with it.
          </li>
          <li>
            <strong>Keep out harmful plants and pests.</strong> Do not offer plants that are invasive, noxious, prohibited or protected
            where you or the other member live, or plants taken from the wild. Do not knowingly swap plants carrying pests or disease.
          </li>
          <li>
            <strong>Respect plant-import laws.</strong> Many states and countries restrict moving plants, soil and seeds across their
            borders, and some require inspections or permits. If you send a plant by post, or carry one across a border, it is your
            responsibility to check and follow those rules.
          </li>
          <li>
            <strong>Be kind.</strong> Treat other members with respect, keep your promises, and let your swap partner know early if plans
            change.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'swaps',
    title: 'Swaps and safety',
    content: (
      <>
        <p>
          Rootshare helps members find each other. We are not a party to any swap: every swap is an agreement between the members involved,
          and you take part at your own risk. We do not inspect plants, check members&apos; identities, or guarantee that a swap will go as
          planned. If something goes wrong, try to sort it out with the other member first; you can also report them to us.
        </p>
        <p>A few habits keep swaps safe and pleasant:</p>
        <ul>
          <li>Meet in a busy public place, such as a café or a garden center, in daylight.</li>
          <li>Tell a friend where you are going, and bring someone along if you like.</li>
          <li>Share your address only if you are comfortable doing so, and only in the chat of an accepted swap.</li>
          <li>
            Inspect plants for pests, mold and disease before accepting them, and keep new plants away from your collection for a couple of
            weeks.
          </li>
          <li>Trust your instincts. If something feels wrong, leave and report it to us.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    content: (
      <>
        <p>
          You own the photos, reels, posts, listings and other content you share on Rootshare. To run the service we need your permission to
          use it, so you grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy, display and adapt your content (for
          example, resizing photos or removing their metadata) in order to operate, improve and promote Rootshare. This licence ends when
          you delete the content or your account, except for copies that others have already shared, copies in backups for a limited time,
          and content we must keep for legal reasons.
        </p>
        <p>
          Only share content you have the right to share, and do not post other people&apos;s photos or writing without their permission. We
          may remove content that breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    content: (
      <p>
        After a swap, members can review each other. Reviews must be honest, based on your own experience of a real swap, and free of
        insults and personal details. Do not offer or accept anything in exchange for a review, and do not threaten anyone with a bad one.
        We do not edit reviews or remove them for being negative, but we may remove reviews that break these terms.
      </p>
    ),
  },
  {
    id: 'prohibited-conduct',
    title: 'Things you must not do',
    content: (
      <>
        <p>When using Rootshare, you must not:</p>
        <ul>
          <li>harass, threaten, bully or discriminate against anyone;</li>
          <li>post content that is illegal, hateful, sexually explicit or violent;</li>
          <li>scam other members, or offer anything illegal, such as drugs or protected species;</li>
          <li>share someone else&apos;s personal information, including their address, without their consent;</li>
          <li>impersonate anyone or misrepresent who you are;</li>
          <li>send spam or unwanted advertising, or use Rootshare mainly to promote a business;</li>
          <li>scrape, copy or collect data from Rootshare by automated means, or try to break into, overload or disrupt the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <p>
        You can stop using Rootshare and delete your account at any time from your account settings. We may remove content, or suspend or
        close an account, if we reasonably believe a member has broken these terms, put others at risk, or exposed us to legal trouble.
        Where it is safe and practical, we will tell you why and give you a chance to respond. The sections about content, disclaimers,
        liability and governing law continue to apply after an account is closed.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    content: (
      <p>
        Rootshare is provided &quot;as is&quot; and &quot;as available.&quot; To the extent the law allows, we make no promises that the
        service will always be available or free of errors, or about the plants, content or conduct of members. Care advice shared by
        members is their own opinion, not expert guidance. Some places do not allow certain disclaimers, so parts of this section may not
        apply to you.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    content: (
      <p>
        To the extent the law allows, Rootshare will not be liable for indirect, incidental, special or consequential losses, or for loss of
        data, plants or profits, arising from your use of the service or from dealings with other members. Our total liability for any claim
        relating to Rootshare is limited to the greater of the amount you paid us in the 12 months before the claim, or $50. Nothing in
        these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'sms-messages',
    title: 'Text messages (SMS)',
    content: (
      <p>
        If you give us your mobile number and agree to receive texts, we may send you messages such as swap reminders and security codes.
        Message frequency depends on how you use Rootshare, and message and data rates may apply. You can opt out at any time by replying{' '}
        <strong>STOP</strong> to any message; reply <strong>HELP</strong> for help. Agreeing to texts is never required to use Rootshare.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        These terms are governed by the laws of the State of Illinois, USA, without regard to its conflict-of-law rules. Any dispute about
        these terms or Rootshare will be handled by the state or federal courts located in Illinois, unless the law where you live gives you
        the right to bring a claim in your local courts.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time. When we do, we will change the date at the top of this page, and if a change is
        significant we will tell you by e-mail or in the app before it takes effect. If you keep using Rootshare after a change takes
        effect, you accept the updated terms; if you do not agree, you can delete your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms? E-mail us at <a href="mailto:hello@rootshare.app">hello@rootshare.app</a>. For privacy questions, see
        our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      kind="terms"
      intro={
        <p>
          Welcome to Rootshare, a community for swapping plants and cuttings with people nearby. These terms are the agreement between you
          and Rootshare when you use our website and app. Please read them; by creating an account or using Rootshare, you agree to them.
          Our <Link to="/privacy">Privacy Policy</Link> explains how we handle your information.
        </p>
      }
      sections={SECTIONS}
      footer={
        <p>
          See also our <Link to="/privacy">Privacy Policy</Link>, which explains what we collect and how we use it.
        </p>
      }
    />
  );
}

"""English facts read from spaCy's dependency parse: who did what to whom, whatever the word order.

The surface patterns in `extractors.lexicon` need the words in a fixed order
("Ada drew the sword"); a clause reading sees the same statement in "the
sword, which Ada drew", "Ada sprang up and drew the sword" (a subject shared
by conjoined verbs) or "was killed by Ada" (a passive with its agent). Each
verb's lemma (with its particle: "pick up") is looked up in the tables below;
its subject, object, recipient and prepositional objects are the cast's
mentions (names and resolved pronouns, as the rule extractor masked them).

Only narration counts: a verb in dialogue, negated, under a modal ("would
kill"), in a condition ("if he died") or in an infinitive of intent ("went to
fetch the knife") states nothing that happened.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from spacy.tokens import Doc, Token

from extractors.characters import HEDGES
from extractors.levels import SEVERITIES
from extractors.lexicon import (EN_ASIDES, EN_CHARMS, EN_COLORS, EN_EYE_LOOKS, EN_EYE_SHADES, EN_HAIR_COLORS, EN_KIN,
                                EN_NOT_DEAD_AFTER, EN_NUMBERS, EN_PARTS, EN_PASSING_STATES, EN_QUALITIES,
                                EN_QUALITY_OF, EN_THEN_MARKS, EN_TRAIT_NOUNS, EN_TRAITS, EN_WOUNDING_WORDS, kin_fields)
from extractors.patterns import TOLD_OF_A_GUESSED_PAIR, Dialogue, Mention, Sentence
from extractors.roles import in_order
from graph.model import FactKind

K = FactKind

# -- what verbs mean ---------------------------------------------------------------

DIE = frozenset("die perish expire drown succumb".split())
FADED = frozenset("away down out".split())  # what "died" so is a sound, a wind, a fire, a line: no one
KILL = frozenset("kill slay murder execute assassinate behead hang strangle poison butcher smother".split())
WOUND = frozenset("wound injure hurt stab shoot cut burn bruise maim lame scald fell gash slash lacerate gore".split())
# harm that kills when it goes "to death" or leaves one "dead" ("stabbed Cole to death", "was struck dead",
# "bled to death", "starved to death": not "a starved child"); not "frightened to death", "bored to death"
FATAL = WOUND | frozenset("beat strike crush trample batter club kick stone flog whip hack choke bleed freeze "
                          "starve".split())
BREAK_PART = frozenset("break fracture shatter crush sprain cut injure hurt wound burn bruise twist dislocate "
                       "graze crack split".split())
# ... some only some parts: "cracked his skull" (not "cracked his neck", a habit), "split his lip" (not "split
# their sides" with laughing)
ONLY_PARTS = {"crack": frozenset("skull ribs head jaw shoulder arm leg wrist ankle hip".split()),
              "split": frozenset("lip head forehead skull cheek nose".split())}
# "broke a rib", "broke two ribs": one's own limb or bone (not "twisting up a comic face", "an eye")
COUNTING = frozenset("a an one both two three several".split())
COUNTED_PARTS = frozenset("ribs arm leg hand foot finger wrist ankle knee hip shoulder".split())
BROKEN = frozenset("break fracture shatter crush".split())  # a part so hurt is badly hurt
SMASHED = BROKEN | {"smash"}  # a part a thing can hurt ("a bullet smashed Otto's knee"; not "the light hurt his eyes")
PIERCE = frozenset("enter pierce strike hit graze penetrate".split())
ALMOST = frozenset("nearly almost half nigh".split())  # before a verb: it all but happened
PROJECTILES = frozenset("ball bullet arrow shot blade knife sword dagger spear bolt stone".split())
PASS_INTO = frozenset("go pass lodge".split())  # a projectile going into a part ("the ball went into his arm")
INTO_PART = frozenset("into through in".split())
IN_PART = frozenset("in on".split())  # where a blow lands: "struck Cole in the arm"
# a part so described is hurt, and how badly: "a broken arm" is severe, "a bandaged arm" moderate
WOUNDED = dict.fromkeys("wounded injured bandaged bleeding lame".split(), "moderate") | dict.fromkeys(
    "broken crippled maimed fractured shattered".split(), "severe")
HEAL = frozenset("recover heal mend convalesce recuperate".split())
BADLY = frozenset("badly seriously severely gravely sorely".split())  # "hurt" alone may be feelings
MORTALLY = frozenset("mortally grievously dangerously fatally critically".split())
SLIGHTLY = frozenset("slightly lightly".split())
# a wound named as a thing one has: "his wound", "received a stab in the thigh" ("mortal" ones severe);
# not one to the pride or in the heart
WOUND_NOUNS = frozenset("wound stab gash injury bruise laceration fracture concussion".split())
# slight wounds, and wounds only where a part is named ("a cut on his lip"; not "a cut of the profits")
PART_WOUNDS = frozenset("cut scratch graze burn".split())
GRAVE = frozenset("mortal grievous deep dreadful terrible fearful ghastly severe serious".split())
TAKE_WOUND = frozenset("have receive get suffer sustain take".split())
DROWNED_IN = frozenset("tear sorrow grief debt sleep thought care despair misery shame wine drink gin noise work "
                       "happiness bliss joy love luxury silence".split())
FATAL_ILLS = frozenset("wound injury illness disease fever sickness plague cholera consumption pneumonia "
                       "infection poison cold".split())  # what one may succumb to and die
SLEEP = frozenset("sleep slumber weariness fatigue exhaustion drowsiness asleep".split())  # one may succumb to
HAIR = frozenset("hair locks curls tresses mane".split())
DYED = frozenset("dye colour color bleach tint".split())  # what one does to one's hair to change its colour
WOUNDS = frozenset("wound wounds injury injuries hurt cut arm leg hand shoulder ankle foot".split())

POSSESSION = {
    "acquires": frozenset("take pick_up snatch snatch_up seize grab find receive buy steal fetch obtain get win "
                          "inherit accept pocket retrieve catch catch_up gather_up wrest wrench pluck borrow "
                          "confiscate commandeer".split()),
    "uses": frozenset("draw draw_out take_out pull_out raise swing brandish wield use lift hold carry wear open "
                      "drive plunge dig fire poise clutch grip grasp point aim level wave unsheathe light read ride "
                      "put_on have keep sheathe fish puff smoke suck sling shoulder load reload cock buckle_on "
                      "strap_on gird_on turn insert twist circle whirl twirl flourish".split()),
    "loses": frozenset("lose drop misplace mislay forget abandon throw_down let_fall let_go give_up part bury".split()),
    "gives": frozenset("give hand pass lend return sell entrust present bequeath offer surrender pawn trade "
                       "barter turn_over".split()),
    "destroyed": frozenset("destroy smash shatter break burn melt crush tear_up".split()),
}
POSSESSION_OF = {verb: predicate for predicate, verbs in POSSESSION.items() for verb in verbs}
# thrown or left: to someone, given ("left the lamp to Ada"); anywhere else, lost ("left the key on the table")
PARTED = frozenset("throw toss fling cast hurl leave".split())
SMOKED = frozenset("puff smoke suck".split())  # a pipe is used by puffing on it or at it
TAKEN = frozenset("take snatch seize grab steal wrest pluck pull wrench confiscate".split())  # from one, who loses it
# a thing undone or torn from where it was worn is taken; without a "from" these say nothing of having it
DETACHED = frozenset("tear unfasten unloose untie detach unhook unclasp unbuckle".split())
HAD_FROM = frozenset("receive buy accept inherit obtain get win borrow".split())  # from someone, who gives it
HANDED_OVER = frozenset("give hand pass lend entrust present bequeath return".split())  # to one who then has it
# a thing left by will ("bequeathed the sword to Cole", "left Cole the sword in his will"; not "willed himself to
# stand", "where he wills"), or inherited ("inherited it from Otto"): the one it came from is dead or will be, and
# does nothing in the scene
BEQUEATHED = frozenset({"bequeath"})
INHERITED = frozenset({"inherit"})
WILLS = frozenset("will testament".split())
# "Cole's sword snapped": destroyed; not "crack" (a whip cracked)
BREAKS = frozenset("snap break shatter splinter crumble".split())
SLIPS = frozenset("slip fall drop tumble escape".split())  # "the key slipped from Cole's fingers": lost
# what a weapon in someone's hand does ("Morris's bowie knife plunged into the heart"): it is in use
WIELDED = frozenset("plunge flash strike cut pierce slash stab sink bite crack whistle sweep swing descend "
                    "gleam glint flame bark ring".split())
# a gun emptied or fired into someone or a part of theirs ("emptied five barrels of his revolver into the
# creature's flank"): the gun is in use and the one it is fired into attacked
FIRED_INTO = frozenset("empty discharge fire".split())
GUNS = frozenset("gun guns revolver revolvers pistol pistols rifle musket carbine shotgun barrel barrels "
                 "chamber chambers".split())
INTO = frozenset({"into"})
# "with" a thing that is no instrument: it goes to or stays with someone else ("left the key with Ada",
# "provided him with a pistol"), or is parted with, met or compared with
NOT_WIELDED_WITH = frozenset("leave entrust trust provide furnish supply present reward arm credit charge trade "
                             "exchange swap part dispense compare meet replace fill".split())
OF, FROM, WITH, FOR = frozenset({"of"}), frozenset({"from"}), frozenset({"with"}), frozenset({"for"})
TO, IN, UNDER = frozenset({"to"}), frozenset({"in"}), frozenset({"under", "beneath", "below"})
# into someone's hand, or round their neck or on their finger, or across to them ("slid the key across the table to
# Ada"): gives
PUT = frozenset("put place press thrust lay slip hide stow tuck stuff fasten clasp hang shove push slide".split())
# what one carries a thing in: put in one's own, it is still at hand
POCKETS = frozenset("pocket pockets bosom coat belt breast waistcoat sleeve bag purse girdle jacket wallet backpack "
                    "satchel briefcase handbag knapsack rucksack".split())
# where a thing is: on someone, in a pocket or a hand of theirs or across their knees, it is at hand ("the key
# was in Cole's pocket", "the rifle went off in Otto's hands")
CARRIED = frozenset("be hang lie rest dangle go remain stay".split())
CARRIED_IN = frozenset("in from on at across over".split())
WORN_AT = frozenset("shoulder shoulders back side hip waist knees knee lap".split())
# with nobody named to have it, lost all the same
GONE_BY_SALE = frozenset("sell surrender pawn trade barter hand_over".split())
LET_GO = frozenset({"of", "with"})  # "let go of the key", "parted with the key"
UNNAMED_RECIPIENTS = frozenset("him her them me us".split())
HANDS = frozenset("hand hands palm grasp keeping finger fingers".split())
PUT_IN = frozenset("in into on upon round around about".split())  # where a thing is put: a hand, a neck
GRASPING = frozenset("hand hands fingers fist grip".split())  # "his hand closed upon the knife": he holds it
# what a thing taken "from" someone's was in or on: theirs ("out of Cole's hand", "from Cole's neck")
WORN_ON = GRASPING | POCKETS | frozenset("neck throat wrist finger brow brows arm head shoulder".split())
GRASP = frozenset("close tighten clench fasten".split())
HELD_IN = GRASPING | frozenset("teeth mouth grasp".split())  # "with the dirk in his teeth": he has it out
# where a thing is held or carried about one ("the dirk in his teeth", "the bow and arrows at his back")
CARRIED_AT = HELD_IN | frozenset("back side belt hip shoulder shoulders girdle waist".split())
GRASPED = frozenset("on upon around round over about".split())
# what one does to one's own thing without having it at hand ("missed his sword", "wanted his horse")
UNHELD = frozenset("seek search miss want need lack covet desire regret mourn demand remember recall imagine".split())

MOTION = frozenset("go walk ride run sail return come hurry flee travel move drive climb head cross step reach "
                   "arrive enter retreat journey march fly hasten proceed escape set_off set_out make_way get "
                   "turn burst rush dash creep crawl stroll wander stagger stumble limp hobble gallop swim row race "
                   "follow chase pursue pass mount ascend descend retire withdraw land check_in show_up".split())
BACK = frozenset("back home again".split())
ESCORT = frozenset("conduct lead take bring carry escort convey accompany".split())  # both go, the object too
SENT = frozenset("send dispatch summon banish exile".split())  # the object goes, not the one who sends it
STAY = frozenset("be stand sit wait stay remain live sleep hide lie dwell lodge settle wake awake stop "
                 "put_up".split())
# the one kept is there, not the keeper; or, told of oneself, one held there ("was trapped in London")
KEPT = frozenset("imprison confine jail detain hold keep lock shut trap strand maroon".split())
MET = frozenset({"meet"})  # both are there, come to meet ("met Cole at the inn")
# ... or one came to see the other there ("visited Cole in London"; not a round of calls, "the gentry with whom
# he visited in the county", with no one visited)
VISITED = frozenset({"visit"})
# a ride caught to somewhere ("caught a cab to the inn", "grabbed a taxi to Paris"): one goes there
RIDES_CAUGHT = frozenset("catch hail grab flag".split())
RIDES = frozenset("cab taxi bus train tram coach ferry flight plane boat car ride subway".split())
# what one runs that is a going all the same ("ran a mile to the inn"), unlike a business ("ran a pawnshop in London")
DISTANCES = frozenset("mile yard step pace league furlong block way distance".split())
# one who calls or writes from somewhere is there ("called Ada from the inn", "texted Cole from Paris"; the parser's
# lemma of "texted" is "texte")
SENT_WORD = frozenset("call phone telephone ring text texte email write wire telegraph radio message".split())
IT = re.compile(r"\b[Ii]t\b")  # a sentence going on about a thing
# a time one does something for ("for a moment"): no thing handled
TIMES = frozenset("moment instant minute second while time hour day night morning evening".split())
FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP"})  # a verb told as done ("produced"; not "to cut", "untying")
IT_CHAIN = 3  # how many sentences back an "it" may reach for the item it stands for, each between saying "it"
TITLE_WORDS = frozenset({"honourable", "honorable"})  # a trait's word that before a name is a title
OUTSKIRTS = frozenset("environs outskirts gates gate walls suburbs borders neighbourhood neighborhood vicinity".split())
PACE = frozenset("pace speed gait trot gallop canter".split())  # how fast one went ("at a steady pace")
WAY_TO = frozenset({"direction"})  # "turned in the direction of Casterbridge": the place is where one goes
# where one goes, or goes over or through on the way ("walked over Yalbury Hill": was there)
TOWARD = frozenset("to into toward towards for onto inside over across through".split())
# the place is the verb's object: gone into or over ("reached Paris", "crossed the moor"), visited, or gone about
# ("paced the lobby of the inn", "searched the house")
CROSSED = frozenset("reach enter cross climb mount ascend descend visit pace roam explore search patrol".split())
AT = frozenset("at in on inside within".split())

RELATIONS = {
    "betray": "betrays", "deceive": "deceives", "trick": "deceives", "fool": "deceives", "mislead": "deceives",
    "protect": "protects", "shield": "protects", "defend": "protects", "guard": "protects", "shelter": "protects",
    "trust": "trusts", "distrust": "distrusts", "mistrust": "distrusts",
    "love": "loves", "adore": "loves", "hate": "hates", "despise": "hates", "loathe": "hates", "detest": "hates",
    "resent": "resents", "serve": "serves", "obey": "serves",
    "rescue": "rescues", "save": "rescues",
    "attack": "attacks", "strike": "attacks", "hit": "attacks", "assault": "attacks", "beat": "attacks",
    "fell": "attacks", "punch": "attacks", "kick": "attacks", "seize": "attacks", "tackle": "attacks",
    "bite": "attacks", "nip": "attacks", "slap": "attacks", "whip": "attacks", "flog": "attacks",
    "thrash": "attacks", "cuff": "attacks", "smite": "attacks", "knock": "attacks", "box": "attacks",
    "choke": "attacks", "strangle": "attacks", "throttle": "attacks", "trip": "attacks", "pin": "attacks",
    "throw": "attacks", "fling": "attacks", "hurl": "attacks",  # someone thrown ("threw Kallen to the ground")
    "shoot": "attacks", "stab": "attacks", "wound": "attacks", "assail": "attacks", "overpower": "attacks",
    "disarm": "attacks", "ambush": "attacks", "waylay": "attacks", "maul": "attacks", "batter": "attacks",
    "torture": "attacks", "bludgeon": "attacks", "cudgel": "attacks", "horsewhip": "attacks",
    "threaten": "threatens", "menace": "threatens", "bully": "threatens", "intimidate": "threatens",
    "marry": "spouse_of", "wed": "spouse_of",
    "fear": "fears", "dread": "fears",
    "help": "helps", "aid": "helps", "assist": "helps", "nurse": "helps", "tend": "helps", "succour": "helps",
    "succor": "helps", "befriend": "ally_of", "worship": "loves", "envy": "resents", "denounce": "betrays",
    "comfort": "helps", "console": "helps", "frame": "betrays", "incriminate": "betrays", "desert": "betrays",
    "abandon": "betrays", "forsake": "betrays", "jilt": "betrays",
    "kidnap": "attacks", "abduct": "attacks", "capture": "attacks", "imprison": "attacks", "shove": "attacks",
    "teach": "mentor_of", "tutor": "mentor_of", "train": "mentor_of", "blackmail": "threatens",
    "divorce": "divorced_from",
    "cherish": "loves", "court": "loves", "woo": "loves", "cheat": "deceives", "swindle": "deceives",
    "dupe": "deceives", "hoodwink": "deceives", "beguile": "deceives", "outwit": "deceives",
    "suspect": "distrusts", "scorn": "hates", "hat": "hates",  # the parser's lemma of "hated" after two names
    "fight": "attacks", "free": "rescues", "liberate": "rescues", "bind": "attacks",
    "tie": "attacks", "hunt_down": "attacks", "track_down": "attacks", "mentor": "mentor_of", "kiss": "loves",
    "stalk": "threatens", "date": "loves",
}
FEELINGS = {"hatred": "hates", "antipathy": "hates", "aversion": "hates", "loathing": "hates", "contempt": "hates",
            "love": "loves", "affection": "loves", "fondness": "loves", "devotion": "loves", "passion": "loves",
            "fear": "fears", "dread": "fears", "terror": "fears", "trust": "trusts", "distrust": "distrusts",
            "resentment": "resents", "grudge": "resents"}  # "had a great hatred of Cole", "felt an affection for"
# verbs whose past is their bare form, which the tagger may read as bare ("held the lamp, and let it fall")
PAST_AS_BARE = frozenset("let put set cut hit shut cast thrust burst spread quit hurt cost bet bid rid shed slit split "
                         "upset read beat broadcast".split())
FEELING_VERBS = frozenset("have feel bear conceive entertain harbour harbor nurse".split())
FELT_FOR = frozenset("for of to toward towards against".split())
UNFELT = frozenset("no little not never scarcely hardly".split())  # "not much affection": none to speak of
# a blow aimed "at" someone is an attack, whether it lands or not ("struck at Twala", "flew at him",
# "struck a fearful blow at Twala"); "at Cole's side" is beside him
AIMED_AT = frozenset("strike hit cut slash hack thrust lunge stab fire shoot swing fly spring leap rush run charge "
                     "pounce jump dash throw hurl fling".split())
THROWS = frozenset("throw hurl fling".split())  # at someone, not at a part ("threw herself at Kallen's feet")
# "threw a glance at Ada", "threw his forefinger at Cole" (pointed)
# "shot Ada a look": a look given, whatever the verb (the parser may make Ada an object, the look her apposition)
LOOKS = frozenset("look glance glare stare grin smile smirk wink frown nod".split())
NOT_THROWN = LOOKS | frozenset("eye kiss word remark question hint finger forefinger thumb".split())
# a leap or a volley lands "on" someone too ("sprang upon Kallen", "fired on Otto"), as does one who throws
# himself ("flung himself upon Otto"); on a part it is an embrace ("sprang upon his neck")
LANDS_ON = frozenset("spring leap pounce jump fire".split())
BLOWS = frozenset("blow stroke cut thrust lunge kick punch shot slash rush dash spring leap swipe".split())
# a blow told with nobody named ("he struck suddenly", "Twala returned the blow"): at whoever one is fighting
UNAIMED_BLOWS = frozenset("strike hit punch kick smite cuff slap fire shoot".split())
BLOW_DEALT = frozenset("return deal strike aim give".split())
AIMED = frozenset("at for on upon to into against toward towards".split())  # where a blow or a stroke goes
STRUCK_BACK = frozenset({"out", "back"})  # "struck out suddenly", "hit back"; not "struck up" (a tune)
AT_TARGET = frozenset({"at"})
AGAINST = frozenset({"against"})
FISTS = frozenset({"fist", "fists"})  # shaken at someone: a threat (a hand or a head shaken may be anything)
# a fist or a weapon driven into someone or a part of theirs ("slammed his fist into Otto's jaw"): an attack;
# into a hand it is given (see `PUT`)
DRIVEN = frozenset("drive plunge dig thrust bury sink slam smash ram bring_down".split())
DRIVEN_INTO = frozenset("into in against through on upon".split())
WEAPONS = frozenset("axe knife sword dagger spear lance blade club hammer cudgel dirk cutlass sabre saber bayonet "
                    "hatchet tomahawk".split())  # a weapon nobody named, which may be driven into someone all the same
ARMS = WEAPONS | GUNS  # what held to someone's throat or head threatens them
MORTAL_SPOTS = frozenset("throat neck head heart breast chest temple".split())  # a blade held there threatens
PLEDGES = frozenset("secrecy silence oath promise word honour honor duty service vow".split())  # what binds no limb
PATTED = frozenset("back shoulder".split())  # a slap there greets or cheers: no blow
ON = frozenset({"on", "upon"})
# one held by the throat or the hair is attacked ("grasping her by the head and throat"); by the hand or the
# arm, led or greeted
GRABS = frozenset("grasp grab clutch catch collar take have grip seize".split())
HELD_BY = frozenset("throat neck hair collar beard ear ears scruff windpipe head".split())
SLEEVES = frozenset("sleeve sleeves coat skirt skirts cloak gown dress".split())  # ... or by one's clothes, held back
BY = frozenset({"by"})
# one sets or turns on someone ("set upon Cole", "turned on him"), with nothing else done ("set her heart on");
# not one who falls on them ("reeled and fell upon Potter")
FALLS_ON = frozenset("set rush turn".split())
# a verb and the preposition before the one it is done to ("fought with Cole", "doted on Ada")
PREP_RELATIONS = {("grapple", "with"): "attacks", ("wrestle", "with"): "attacks", ("struggle", "with"): "attacks",
                  ("fight", "with"): "attacks", ("close", "with"): "attacks", ("duel", "with"): "attacks",
                  ("dote", "on"): "loves", ("dot", "on"): "loves",  # the parser's lemma of "doted"
                  ("rely", "on"): "trusts", ("rely", "upon"): "trusts",
                  ("inform", "on"): "betrays", ("inform", "against"): "betrays", ("turn", "against"): "betrays",
                  ("long", "for"): "loves", ("yearn", "for"): "loves", ("pine", "for"): "loves",
                  ("propose", "to"): "loves", ("watch", "over"): "protects", ("look", "after"): "helps",
                  ("side", "with"): "ally_of", ("fight", "beside"): "ally_of", ("fight", "alongside"): "ally_of",
                  ("plot", "against"): "enemy_of", ("conspire", "against"): "enemy_of",
                  ("sleep", "with"): "loves", ("cheat", "on"): "betrays", ("testify", "against"): "betrays",
                  ("work", "under"): "serves", ("work", "for"): "serves"}
# an attempt on someone, made or not, is an attack ("tried to poison Cole")
ATTEMPTS = frozenset("try attempt seek endeavour endeavor strive".split())
HABIT = "use"  # "used to beat his wife": a deed done again and again
# how a body is found, dead ("lay dead", "was tumbling on the tides, dead")
FOUND_DEAD = frozenset("be lie fall drop float drift tumble hang sink roll sprawl".split())
# deeds whose doer need not be there (`the letter had been written by Kallen`)
REMOTE_DEEDS = frozenset({"write", "send", "sign", "paint", "draw", "build", "make", "leave", "bear", "raise",
                          "know", "love", "hate", "fear", "like", "admire", "own", "mourn", "remember", "forget",
                          "name", "bequeath", "print", "publish", "compose", "invent", "found"})

TRAIT_NOUNS = frozenset("disposition nature temper character manner heart mind spirit way ways".split())
PERSON_NOUNS = frozenset("girl boy man woman child lad lass schoolboy schoolgirl youth maiden fellow baby".split())

SUBJECTS = frozenset("he she they i we".split())  # pronouns that can only be subjects
# a subject in a state is not acting ("dead": the parser's verb in "Cole dead and buried")
STATES = frozenset("be become seem appear remain lie dead".split())
# what a voice, a face or eyes do that shows their owner is there ("Otto's eyes narrowed", "his voice rang out")
SHOWING_PARTS = frozenset("voice face eyes lips mouth brow brows".split())
SHOWS = frozenset("narrow widen flash sparkle gleam twinkle glitter darken brighten harden soften tremble quiver "
                  "curl twitch tighten ring crack falter break drop rise flush redden pale fall "
                  "light_up cloud".split())
# resting where the dead rest ("the cemetery where William reposed", "Ada slept in the churchyard"): no deed
RESTING = frozenset("repose rest lie lay sleep".split())
GRAVES = frozenset("grave tomb cemetery churchyard graveyard vault sepulchre sepulcher crypt mausoleum".split())
STILL = frozenset("still motionless cold quiet silent lifeless".split())  # how one lies who need not be alive
# places a body may lie in, told in a relative clause ("the room wherein Fanny lay"), and its openings
LAID_OUT = GRAVES | frozenset("room chamber bedroom bed couch coffin bier".split())
WHEREIN = frozenset("where wherein whereon".split())
SPEECH = frozenset("say ask reply cry answer whisper shout exclaim murmur mutter call add continue repeat".split())
MODALS = frozenset("will would shall should may might must can could".split())
# modals of what one can do or must have done: "could see that Ada wept" tells a sight, "must have made Joe
# marry her" a deed
FACTUAL_MODALS = frozenset({"can", "could", "must"})
CONDITIONS = frozenset("if unless lest whether".split())
# verbs (and the adjectives of fear) whose clauses are remembered, imagined, feared, believed or reported, not
# narrated
IMAGINED = frozenset("remember recall recollect forget dream imagine think believe suppose fancy wonder wish hope "
                     "fear doubt say tell hear learn report write mourn picture know expect dread afraid terrified "
                     "rumour rumor hop".split())  # the parser's lemma of "hoped"
# nouns whose `that` clause is believed or told, not narrated ("the theory that Rita had taken an overdose")
IMAGINED_NOUNS = frozenset("theory idea notion belief persuasion news rumour rumor report story suspicion hope fear "
                           "thought impression opinion supposition conviction word dream fancy nightmare "
                           "vision".split())
# how a clause hangs on a noun, through phrases and clauses that describe it ("the story of the day they left")
TALE_LINKS = frozenset("relcl advcl pobj prep acl appos pcomp".split())
# verbs whose clause is a sight ("Ada saw Cole standing at the door"), and what a sight may be seen in
PERCEIVED = frozenset("see watch behold glimpse notice spy perceive observe".split())
SEEN_WITH = PERCEIVED | frozenset("find discover meet encounter".split())  # one seen or come upon, as one was
VISIONS = frozenset("dream vision nightmare trance reverie".split())
RELATIVES = frozenset({"WDT", "WP"})  # "which", "that", "who", "whom" opening a relative clause
# before a gerund, words that say its deed was done, by the one doing the deed they hang on, if that was done
# ("fled after killing Cole", "began by striking him"); not one only thought of or insisted on ("thought of
# marrying her")
DONE_BY_THE_DOER = frozenset("after by".split())
# deeds that leave a thing behind, told by it ("the wound which poor Lucy left on me", "the house that Otto built")
LEFT_BEHIND = frozenset("leave give write send bequeath build plant".split())
REAL_INFINITIVE_HEADS = frozenset("begin start continue proceed manage happen".split())
# verbs of a hope or a plan, and the words opening a clause that sets a time for it ("hoped, when Cole died, to buy
# the inn": whether Cole dies is not told)
HOPED = frozenset("hope hop wish want mean intend plan expect long".split())
PLANS = frozenset("ambition plan intention dream aim purpose programme program".split())  # "His ambition was to …"
TIME_SET = frozenset("when once after until till".split())
AWAITED = frozenset({"until", "till"})  # what a clause so marked tells is yet to come, after a "would"; not
# "before" ("he would adapt his epitaph to the occasion, before he went on to say": the past's future)


@dataclass
class Reading:
    """One fact as a clause states it, before it becomes a `Fact`."""

    kind: FactKind
    fields: dict
    sentence: Sentence
    guessed: bool  # its subject is a pronoun resolved to a character, or its verb is hedged ("perhaps died")


class MentionIndex:
    """The cast's mentions by scene offset, to say which entity a token names.

    `shift` is where the parse being read starts in the scene: a whole scene's
    parse starts at 0, a single sentence's at that sentence's offset.
    """

    shift = 0

    def __init__(self, sentences: list[Sentence]):
        spans = in_order((s.start + m.start, s.start + m.end, m, s) for s in sentences for m in s.mentions)
        self.starts = [s for s, *_ in spans]
        # the characters one word stands for together: the pair a "They" means
        together: dict[tuple[int, int], list[Mention]] = defaultdict(list)
        for start, end, m, _ in spans:
            if m.letter == "c":
                together[start, end].append(m)
        self.together = {id(m): [other for other in group if other is not m]
                         for group in together.values() if len(group) > 1 for m in group}
        self.spans = spans
        self.sentences = sentences
        self.sentence_starts = [s.start for s in sentences]

    def at(self, token: Token, letters: str = "c") -> Mention | None:
        """The mention of one of `letters` covering the token. Masking leaves no two mentions overlapping,
        so only the last ones starting at or before the token can cover it: the walk back stops there.
        A mention inside a quotation is no narration verb's argument (a parser makes `“Brandy,” said I`
        a subject and its verb), so it is never returned."""
        at = token.idx + self.shift
        i = bisect_right(self.starts, at) - 1
        while i >= 0 and self.spans[i][1] > at:
            if self.spans[i][2].letter in letters and not self.spans[i][2].quoted:
                return self.spans[i][2]
            i -= 1
        return None

    def item_before(self, token: Token) -> Mention | None:
        """The item the sentence last named before `token`: what an "it" there most likely is; else, unless a
        thing handled before it in the sentence is likelier, the one an "it" carries from the sentences before."""
        at = token.idx + self.shift
        sentence = self.sentence(token)
        if sentence is None:
            return None
        i = bisect_right(self.starts, at) - 1
        while i >= 0 and self.spans[i][0] >= sentence.start:
            if self.spans[i][2].letter == "i":
                return self.spans[i][2]
            i -= 1
        return None if self._handled_before(token, sentence) else self._item_carried(sentence, token.doc)

    def _handled_before(self, token: Token, sentence: Sentence) -> bool:
        """Whether the sentence handles or goes to a thing before `token`, which an "it" there likelier is
        ("seized the headboard and felled Potter with it", "walked to the window and opened it"; not "for a
        moment")."""
        span = token.doc.char_span(sentence.start - self.shift, token.idx, alignment_mode="contract")
        return span is None or any(map(_a_thing, span))

    def _item_carried(self, sentence: Sentence, doc: Doc) -> Mention | None:
        """The one item the narration of a sentence just before `sentence` named last, each sentence since going
        on about "it" ("Then he remembered the lamp. It was a rather curious one. … He took it from the table");
        not one another thing a verb acted on came after ("drew forth a handkerchief and produced a packet.
        Sikes, snatching it"; not "a knife that he had brought up to cut a piece of cord"). Only where the parse
        `doc` has that sentence."""
        here = self.sentences.index(sentence)
        for before in reversed(self.sentences[max(here - IT_CHAIN, 0):here]):
            if named := [m for m in before.mentions if m.letter == "i" and not m.quoted]:
                item = named[-1]
                told = doc.char_span(before.start + item.start - self.shift, before.start + item.end - self.shift,
                                     alignment_mode="expand")
                after = doc.char_span(before.start + item.end - self.shift, before.end - self.shift,
                                      alignment_mode="contract")
                if len({m.entity for m in named}) > 1 or told is None or after is None or any(
                        _a_thing(t) and _done_with(t) and told.root not in t.ancestors for t in after):
                    return None
                return item
            if not IT.search(before.text):
                return None
        return None

    def meant_with(self, mention: Mention) -> list[Mention]:
        """The others the words of `mention` stand for too ("They": Ada, and Cole with her)."""
        return self.together.get(id(mention), [])

    def sentence(self, token: Token) -> Sentence | None:
        at = token.idx + self.shift
        i = bisect_right(self.sentence_starts, at) - 1
        return self.sentences[i] if i >= 0 and at < self.sentences[i].end else None


def phrase_entity(token: Token | None, index: MentionIndex, letters: str) -> Mention | None:
    """The entity a noun phrase names: its head, a compound in it, or an `of` phrase ("the town of Lucerne")."""
    if token is None:
        return None
    if (m := index.at(token, letters)) is not None:
        return m
    for child in token.children:
        if child.dep_ in ("compound", "appos", "nmod") and (m := index.at(child, letters)):
            return m
        if child.dep_ == "prep" and child.lower_ == "of":
            for pobj in child.children:
                if pobj.dep_ == "pobj" and (m := phrase_entity(pobj, index, letters)):
                    return m
    return None


def person(token: Token | None, index: MentionIndex) -> Mention | None:
    """The character a noun phrase is: its name, or the one it names in apposition ("the old sailor,
    Billy Bones") or in a relative clause ("this man, whose name was Beaufort")."""
    if token is None:
        return None
    if (m := index.at(token, "c")) is not None:
        return m
    named = children(token, "appos") + [attr for clause in children(token, "relcl")
                                        if any(s.lower_ == "name" for s in children(clause, "nsubj"))
                                        for attr in children(clause, "attr")]
    return next((m for n in named if (m := index.at(n, "c"))), None)


def owner(token: Token, index: MentionIndex) -> Mention | None:
    """Whose body part or thing it is: "his arm", "Ada's arm"."""
    return next((m for c in token.children if c.dep_ == "poss" and (m := index.at(c, "cg"))), None)


def verb_lemma(verb: Token) -> str:
    particle = next((c.lower_ for c in verb.children if c.dep_ == "prt"), None)
    return f"{verb.lemma_.lower()}_{particle}" if particle else verb.lemma_.lower()


def meaning(lemma: str, table: dict | frozenset):
    """Look a verb up with its particle ("pick_up"), then without it ("toss_on" is "toss")."""
    for key in (lemma, lemma.split("_")[0]):
        if key in table:
            return table[key] if isinstance(table, dict) else key
    return None


def children(token: Token, *deps: str) -> list[Token]:
    return [c for c in token.children if c.dep_ in deps]


def _from_a_passing_state(verb: Token) -> bool:
    """Whether one recovers from a shock or a faint ("recovered from the surprise"), not from a wound."""
    return any(o.lemma_.lower() in EN_PASSING_STATES
               for p in children(verb, "prep") if p.lower_ == "from" for o in children(p, "pobj"))


def _misread_relative(verb: Token) -> Token | None:
    """ "Just forward of the main-mast I stopped, drew a pistol": the parser reads "I stopped" as a relative
    clause of the mast and leaves the verb after it, the sentence's own, with no subject; that clause, if so."""
    if verb.dep_ != "ROOT" or verb.tag_ != "VBD":
        return None
    doc = verb.doc
    return next((c for c in verb.subtree if c.dep_ == "relcl" and c.tag_ == "VBD" and c.i < verb.i
                 and any(s.tag_ in ("PRP", "NNP") for s in children(c, "nsubj"))
                 and all(t.is_punct for t in doc[c.right_edge.i + 1:verb.i])), None)


def subject_token(verb: Token) -> Token | None:
    """The verb's subject, or the one it shares: conjoined verbs, participles, controlled infinitives and
    relative clauses."""
    own = children(verb, "nsubj", "nsubjpass")
    if own and own[0].tag_ in RELATIVES and verb.dep_ == "relcl":
        return verb.head  # "Otto, who loved Ada": Otto
    if own:  # two subjects are a misparse ("Ada, for I was ten, laughed" hangs both on "was"): the nearer
        return min(own, key=lambda s: abs(s.i - verb.i))
    if _bare_after_finite(verb):
        return None
    # "All at once Otto flung himself free, seized the board and felled Cole": the parser hangs the
    # first of a list of actions under the next as an adverbial clause, which keeps the subject
    lead = next((c for c in children(verb, "advcl") if c.i < verb.i and c.tag_ == "VBD" and not children(c, "mark")
                 and children(c, "nsubj")), None)
    if lead is not None:
        return children(lead, "nsubj")[0]
    if (misread := _misread_relative(verb)) is not None:
        return children(misread, "nsubj")[0]
    if _set_off_participle(verb):  # "Sikes, grasping her by the throat, dragged her in"
        return verb.head
    if verb.dep_ == "acl" and verb.tag_ == "VBG" and verb.head.pos_ == "NOUN" and meaning(verb.lemma_.lower(), CARRIED):
        return verb.head  # "the axe remaining in his hand": the axe remains (not "about Otto setting Kallen free")
    if (stranded := _stranded_subject(verb)) is not None:
        return stranded
    if verb.dep_ == "pcomp" and verb.tag_ == "VBG" and verb.head.lower_ in DONE_BY_THE_DOER \
            and _done(verb.head.head):
        return subject_token(verb.head.head)
    if verb.dep_ == "conj" and verb.head.pos_ == "ADP":  # "said Dunsey, still in a mocking tone, but taking a
        # whip": the parser joins the participle to the phrase, which belongs to the subject or its verb
        held_by = verb.head.head
        if held_by.dep_ == "nsubj":
            return held_by
        return subject_token(held_by) if held_by.pos_ in ("VERB", "AUX") else None
    if verb.dep_ == "advcl" and any(c.lower_ in WHEREIN and c.i > verb.i for c in verb.head.children):
        return None  # "paused, looking at the room wherein Fanny lay": a misparse, hung on the relative clause
    if verb.dep_ == "advcl" and verb.tag_ == "VBG" and verb.pos_ == "AUX" and verb.i > 0 \
            and verb.nbor(-1).dep_ == "pobj":
        return None  # "thought of Cole being dead": the gerund's subject is the one the parser hung on "of"
    if verb.dep_ in ("conj", "advcl", "xcomp") and verb.head is not verb:
        objects = children(verb.head, "dobj")
        if objects and (verb.dep_ == "xcomp" or _seen_doing(verb, objects[0])):
            return objects[0]
        return subject_token(verb.head)
    return None


def _done(verb: Token) -> bool:
    """Whether a verb is a deed told as done: finite or perfect, and so told ("would make them happy by eating
    with them" is not, nor "was" in "was far from dreading a rebuke … by venturing to dance")."""
    return verb.pos_ == "VERB" and verb.tag_ in ("VBD", "VBZ", "VBP", "VBN") and happened(verb)


def _bare_after_finite(verb: Token) -> bool:
    """A bare verb joined to a past or third-person one ("was in time to see the beast spring upon its victim,
    hurl him to the ground"): a misparse, the verb belonging to a clause the parser missed ("the beast" is
    read as a "spring"), so the subject is not the one it is joined to."""
    return (verb.dep_ == "conj" and verb.tag_ == "VB" and verb.head.tag_ in ("VBD", "VBZ")
            and not children(verb, "aux") and verb.lower_ not in PAST_AS_BARE)


def _stranded_subject(verb: Token) -> Token | None:
    """ "...; and Twala, raising his weapon, flew at him": the parser hangs the verb on the clause before as
    its conjunct, and the name beside it as another conjunct or as the subject of the participle; with no
    other verb of that clause between, the name is the verb's subject."""
    if verb.dep_ != "conj" or verb.head.i > verb.i:
        return None
    named = [c for c in verb.head.children if verb.head.i < c.i < verb.i and c.dep_ == "conj"] + [
        n for c in verb.head.children if verb.head.i < c.i < verb.i and c.dep_ == "advcl" and c.tag_ == "VBG"
        for n in children(c, "nsubj")]
    named = [n for n in named if (n.pos_ == "PROPN" or n.tag_ == "PRP" and n.lower_ in SUBJECTS)
             and not any(t.dep_ == "conj" and t.pos_ in ("VERB", "AUX") for t in verb.doc[n.i + 1:verb.i])]
    return max(named, key=lambda n: n.i, default=None)


def _set_off_participle(verb: Token) -> bool:
    """A participle between commas right after a clause's subject, which it describes in the act."""
    return (verb.dep_ == "acl" and verb.tag_ == "VBG" and verb.head.dep_ in ("nsubj", "nsubjpass")
            and verb.i > 0 and verb.doc[verb.i - 1].text == ",")


def _not_meant(verb: Token, lemma: str) -> bool:
    """ "slapped him on the back", "slapped his shoulder": a greeting or a cheer; "taught him a lesson": a
    punishment, no teaching; "struck him as odd": a seeming."""
    if lemma == "teach":
        return any(o.lemma_.lower() == "lesson" for o in children(verb, "dobj"))
    if lemma in ("bind", "tie"):  # "bound him to secrecy", "by an oath": no rope
        return any(o.lemma_.lower() in PLEDGES for o in prep_objects(verb, TO | BY))
    if lemma == "strike" and (any(p.lower_ == "as" for p in children(verb, "prep")) or any(
            any(m.lower_ == "as" for m in children(c, "mark")) and not children(c, "nsubj", "nsubjpass")
            for c in children(verb, "advcl"))):
        return True  # "struck Archer as a pathetic figure", "as having been preserved": how one seemed
    spots = prep_objects(verb, ON) + children(verb, "dobj")
    return lemma == "slap" and any(spot.lemma_.lower() in PATTED for spot in spots)


def _gazed_after(verb: Token, lemma: str) -> bool:
    """A gaze following one who goes, no care: "looked after Ada as she left", "kept looking after him"; told in
    the past or as going on, "looking after" is a gaze as often as care, unless a clause says how long ("looked
    after Ada while she was ill"); "to look after him", "had looked after her for years" are care."""
    if lemma != "look":
        return False
    marks = {m.lower_ for c in children(verb, "advcl") for m in children(c, "mark")}
    return bool(marks & {"as", "till", "until"}) or verb.tag_ in ("VBD", "VBG") and not marks & {"while", "since"}


def _held_by_force(verb: Token, lemma: str) -> str | None:
    """ "grasped her by the throat", "had him by the hair", "gripped Cole's throat": an attack on the one
    held."""
    held = lemma in GRABS and any(p.lower_ in HELD_BY for p in prep_objects(verb, BY) + children(verb, "dobj"))
    return "attacks" if held else None


def _held_to_lead(verb: Token, lemma: str) -> bool:
    """ "seized him by the arm", "caught her by the sleeve": one held back or led, not attacked."""
    return lemma in GRABS and any((_part(p) or p.lower_ in SLEEVES) and p.lower_ not in HELD_BY
                                  for p in prep_objects(verb, BY))


def _seen_doing(verb: Token, seen: Token) -> bool:
    """A participle right after the one seen tells what they did: in "saw Francois, swinging an axe, spring
    in", Francois swings it."""
    return (verb.dep_ == "advcl" and verb.tag_ == "VBG" and verb.head.lemma_.lower() in PERCEIVED
            and seen.i < verb.i and all(t.is_punct for t in seen.doc[seen.right_edge.i + 1:verb.i]))


def _set_apart(noun: Token) -> bool:
    """A noun after ", and a": a new phrase of its own, which a denial before it does not reach ("had not
    much affection for his mother, and an antipathy to me"; but "did not feel love or respect")."""
    det = next((d for d in children(noun, "det") if d.lower_ in ("a", "an")), None)
    return det is not None and [t.lower_ for t in noun.doc[max(0, det.i - 2):det.i]] == [",", "and"]


def objects_of(verb: Token) -> list[Token]:
    """The verb's objects; in a relative clause with a subject of its own, the noun the clause describes
    ("the key, which Ada took", "the tolla he had drawn", "Cole, whom Ada loved"); not where the relative word
    belongs to a clause within it, however the parser hangs it ("the bow, which I found he could use": what he
    could use, not what I found)."""
    own = children(verb, "dobj")
    if verb.dep_ != "relcl" or any(s.tag_ in RELATIVES for s in children(verb, "nsubj")) or children(verb, "ccomp"):
        return own
    if _relative_given_to(verb):
        return [verb.head]
    if not own and children(verb, "nsubj") or own and own[0].tag_ in RELATIVES:
        return [verb.head]
    return own


def _relative_given_to(verb: Token) -> bool:
    """A relative clause the parser reads the wrong way round ("the key that Otto had given her", "that" as
    whom it went to and "her" as what): the one it calls its object is whom the thing went to."""
    return verb.dep_ == "relcl" and any(d.lower_ in ("that", "which") for d in children(verb, "dative")) and bool(
        children(verb, "dobj"))


def _shared_objects(verb: Token) -> list[Token]:
    """The objects of the next verb joined to this one with no subject of its own ("bullied and punished
    Kallen": Kallen for "bullied" too)."""
    return [o for c in children(verb, "conj") if c.pos_ == "VERB" and not children(c, "nsubj")
            for o in children(c, "dobj")]


def _shifted_objects(verb: Token) -> list[Token]:
    """An object put after a phrase ("drew from her bosom a white handkerchief"), which the parser hangs on
    the phrase's noun as an apposition; a true one is set off by a comma ("from Cole, his brother")."""
    return [a for p in children(verb, "prep") for n in children(p, "pobj") for a in children(n, "appos")
            if not verb.doc[a.left_edge.i - 1].is_punct]


def happened(verb: Token) -> bool:
    """Whether the narration says the event took place."""
    return not denied(verb) and told_as_fact(verb)


def denied(verb: Token) -> bool:
    """ "did not die", "never saw", "nearly fell", "half killed him", "all but killed": the words before the
    verb are enough, as the parser may take "half" for a noun; before harm, "most" is "almost" ("it most
    killed Jim"), not "most of all" as in "what she most feared"."""
    before = verb.nbor(-1).lower_ if verb.i > 0 else ""
    all_but = before == "but" and verb.i > 1 and verb.nbor(-2).lower_ == "all"
    return (bool(children(verb, "neg")) or any(c.lower_ in ("never", *ALMOST) or c.lower_ == "longer" and
                                               children(c, "neg") for c in children(verb, "advmod"))
            or before in ALMOST or all_but or before == "most" and bool(meaning(verb_lemma(verb), DIE | KILL | FATAL))
            or _joined_by_nor(verb))


def hedged(verb: Token) -> bool:
    """ "perhaps died", "had probably been killed", "most likely fled", "was doubtless dead": told as a guess."""
    said = [verb, *children(verb, "acomp", "attr", "oprd")]
    return any(c.lower_ in HEDGES for word in said for c in children(word, "advmod"))


def _joined_by_nor(verb: Token) -> bool:
    """ "did not return, nor did the gentleman ring his bell", "neither ate nor drank": denied too."""
    return verb.dep_ == "conj" and any(c.lower_ == "nor" and verb.head.i < c.i < verb.i
                                       for c in children(verb.head, "cc"))


def _in_love_with(verb: Token, prep: Token) -> str | None:
    """"loves" for the `with` of one falling or being in love ("fell in love with Ada", however far the subject
    stands before it)."""
    in_love = verb.lemma_ in ("fall", "be") and any(
        o.lower_ == "love" for p in children(verb, "prep") if p.lower_ == "in" for o in children(p, "pobj"))
    return "loves" if in_love and prep.lower_ == "with" else None


def told_as_fact(verb: Token) -> bool:
    """Whether the narration tells the verb as what is or was, denied or not: not wished, feared, imagined,
    intended or put as a condition."""
    if any(c.lower_ in MODALS for c in children(verb, "aux")):
        return False
    marks = {c.lower_ for c in children(verb, "mark")}
    if marks & CONDITIONS or _inverted_condition(verb):
        return False
    if "like" in marks or {"as", "though"} <= marks:  # a likeness: "he looked like he was dead" (not "though he was")
        return False
    if _intended(verb) or _time_of_a_plan(verb) or _within_a_plan(verb) or _awaited(verb):
        return False
    if _reported(verb) or verb.dep_ in ("relcl", "acl") and _reported(clause := _clause_of(verb.head)) \
            and _opened(clause):
        return False  # "Ada remembered how Cole had laughed", "imagined Cole walking": Cole is only remembered;
        # "said that Cole, who killed Otto, had fled": the killing is hers to tell too
    if verb.dep_ in ("ccomp", "xcomp") and verb.head.pos_ in ("VERB", "AUX") and (
            _intended(verb.head) or denied(verb.head)):
        return False  # "a potion to make Zara adore him", "did not let Cole go": what a deed not done would cause
    if verb.dep_ == "ccomp" and verb.head.pos_ in ("VERB", "AUX") and verb.i > verb.head.i and any(
            c.lower_ in MODALS - FACTUAL_MODALS for c in children(verb.head, "aux")):
        return False  # "It would get all around that Huck helped Jim": what would be said, were it so (not a
        # clause before it, which the parser may hang there: "Jim said…; so the best way would be")
    if verb.dep_ in ("acl", "ccomp") and _believed(verb.head):
        return False
    if _within_a_tale(verb):
        return False
    if verb.dep_ in ("ccomp", "xcomp") and verb.head.lemma_.lower() == "let" and not children(verb.head, "nsubj"):
        return False  # "Let the Secretary die.": bidden, not done ("he let it fall" is done)
    if _subjunctive(verb):
        return False  # "as soon as Mr. Bennet were dead": wished for, not told
    if verb.tag_ == "VBG" and verb.dep_ == "pcomp" and verb.head.head.pos_ in ("NOUN", "PROPN"):
        return False  # "their apprehension of Charlotte's dying an old maid": a thing thought of, not a deed
    # a verb sharing its subject shares its fate ("did not run and hide"); one with a subject of its own
    # does not ("I was nearly going away, but I found it"), nor a finite one set off after a comma ("never
    # recovered, and died within the week")
    if verb.dep_ == "conj" and not children(verb, "nsubj", "nsubjpass") and not _set_off_predicate(verb):
        return happened(verb.head) or verb.head.pos_ != "VERB"
    return True


def _reported(verb: Token | None) -> bool:
    """Whether a verb's clause is what someone remembers, imagines, believes or tells, not the narration."""
    return verb is not None and verb.dep_ in ("ccomp", "pcomp", "xcomp", "dobj") and any(
        a.lemma_.lower() in IMAGINED for a in verb.ancestors) and not _after_semicolon(verb)


def _clause_of(word: Token) -> Token | None:
    """The verb of the clause a word stands in ("Cole" in "that Cole, who killed Otto, had fled": "fled"; the
    parser may hang a subject on an auxiliary)."""
    verb = next((a for a in (word, *word.ancestors) if a.pos_ in ("VERB", "AUX")), None)
    return verb.head if verb is not None and verb.dep_ in ("aux", "auxpass") else verb


def _opened(clause: Token) -> bool:
    """Whether a clause is opened by "that", "if" or "how" ("told them how Cole fled"), as one told is: not a
    speech the parser hangs on a verb in it (“Pride,” observed Mary, who…, “is a failing, I believe”)."""
    return any(c.i < clause.i and (c.dep_ == "mark" or c.tag_ == "WRB") for c in clause.children)


def _within_a_tale(verb: Token) -> bool:
    """Whether a verb is told inside a story, news or a report a noun names, by a phrase hung on it ("the story
    of John Clayton… from the day they left England until he was struck down by Kerchak"): the tale tells it,
    not the narration. Not a clause saying what is done with the tale ("the story which we know")."""
    below = verb
    for above in verb.ancestors if verb.dep_ in TALE_LINKS else ():
        if _believed(above):
            return below.dep_ != "relcl" or _content_clause(below)
        if above.dep_ not in TALE_LINKS:
            return False
        below = above
    return False


def _believed(noun: Token) -> bool:
    """Whether a noun is a belief, a tale or a report, whose clause is not the narration's: "the theory that…",
    one's doubt ("I had no doubt I had murdered him"; not "there was no doubt that he was dead")."""
    return noun.pos_ == "NOUN" and (noun.lemma_.lower() in IMAGINED_NOUNS
                                    or noun.lemma_.lower() == "doubt" and noun.head.lemma_.lower() == "have")


def _content_clause(clause: Token) -> bool:
    """Whether a clause the parser hung on a noun as a relative one says what the noun holds: opened by "that"
    as a mark ("in the full persuasion that she was killed"), or with no relative word at all, on a doubt ("had
    no doubt I had murdered him"), or what happens in a dream ("a nightmare in which Otto killed Cole"); not
    "the story which we know"."""
    if any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
        return True
    if clause.head.lemma_.lower() in VISIONS and (prep_objects(clause, IN) or children(clause, "advmod")):
        return True  # "in which", "where"
    return clause.head.lemma_.lower() == "doubt" and not any(
        c.tag_ in ("WDT", "WP", "WP$", "WRB") or c.lower_ == "that" for c in clause.subtree)


def _inverted_condition(verb: Token) -> bool:
    """A condition put with its verb first ("Had Otto stayed, he would have lived", "Were Otto here")."""
    subject = subject_token(verb)
    first = [verb, *children(verb, "aux")] if verb.lower_ == "were" else children(verb, "aux")
    return (verb.dep_ == "advcl" and subject is not None
            and any(a.lower_ in ("had", "were", "should") and a.i < subject.i for a in first))


def _after_semicolon(verb: Token) -> bool:
    """A clause after a semicolon, which the parser may hang on the verb before it as a complement ("I wonder
    if he saw it; for, all at once, he struck"): a sentence of its own."""
    return verb.head.i < verb.i and any(t.text == ";" for t in verb.doc[verb.head.i + 1:verb.i])


def _set_off_predicate(verb: Token) -> bool:
    """A finite verb joined to the one before by a comma and "and" or "but": a deed of its own."""
    between = verb.doc[verb.head.i + 1:verb.i]
    return verb.tag_ in ("VBD", "VBZ") and any(
        t.text == "," and t.i + 1 < verb.i and t.nbor().lower_ in ("and", "but") for t in between)


def _dying_as_a_figure(verb: Token) -> bool:
    """ "drowned in her tears", "drowned in debt": a figure of speech; "drowned the kittens": their death. So
    too "succumbed to hysterics", "to temptation": only wounds and illnesses one succumbs to kill; and what
    "died away", "down" or "out" is a sound or a fire ("a yell that rolled up the slope … and died away")."""
    lemma = verb.lemma_.lower()
    if lemma == "die" and any(c.lower_ in FADED for c in verb.children if c.dep_ in ("prt", "advmod")):
        return True
    if lemma == "succumb":  # (the parser may take "to weariness" for an infinitive)
        to = prep_objects(verb, TO) + [x for x in children(verb, "xcomp") if x.pos_ == "NOUN"]
        if to:
            return any(p.lemma_.lower() not in FATAL_ILLS for p in to)
        return any(t.lemma_.lower() in SLEEP for t in verb.sent)  # "fighting sleep, at last he succumbed"
    return lemma == "drown" and (bool(children(verb, "dobj")) or any(
        p.lemma_.lower() in DROWNED_IN for p in prep_objects(verb, IN)))


def _time_of_a_plan(verb: Token) -> bool:
    """A clause setting the time of a deed intended or hoped for ("to earn his wage, and then, when his father
    died, (to) have a cottage"; "hoped, when Cole died, to buy the inn")."""
    deed = verb.head
    intended = _intended(deed) or deed.dep_ == "conj" and deed.tag_ == "VB" and _intended(deed.head)
    return verb.dep_ == "advcl" and (intended or deed.lemma_.lower() in HOPED) and any(
        c.lower_ in TIME_SET for c in children(verb, "advmod", "mark"))


def _awaited(verb: Token) -> bool:
    """What a deed still to come waits for ("would not enjoy anything till she was safe at Rome", "will not rest
    until Cole is dead"): not yet so."""
    return verb.dep_ == "advcl" and any(c.lower_ in AWAITED for c in children(verb, "mark")) and any(
        c.lower_ in MODALS - FACTUAL_MODALS for c in children(verb.head, "aux"))


def _within_a_plan(verb: Token) -> bool:
    """Whether a verb is told within what a plan is ("His ambition was to earn his wage, and then, when his
    father died, have a cottage"), however the parser hangs its parts on the plan's "was"."""
    return any(a.lemma_ == "be" and any(s.lemma_.lower() in PLANS for s in children(a, "nsubj"))
               and any(_intended(x) for x in children(a, "xcomp")) for a in verb.ancestors)


def _intended(verb: Token) -> bool:
    """An infinitive of intent: "went to fetch the key"; not "began to run"."""
    return any(c.tag_ == "TO" for c in children(verb, "aux")) and verb.head.lemma_ not in REAL_INFINITIVE_HEADS


def _at_rest(verb: Token, lemma: str) -> bool:
    """ "the cemetery where William reposed", "the room wherein Fanny lay", "rested in the churchyard", "lay
    still": the dead at rest (or the living, doing nothing the dead could not), not acting; nor
    is a participle hung on a state ("Mr. Hawkins dead and buried"; "married to Jonathan, ..., Mr. Hawkins
    dead", where the parser gives "married" his subject)."""
    return (lemma in RESTING and (verb.dep_ == "relcl" and verb.head.lemma_.lower() in LAID_OUT
                                  or any(c.lower_ in WHEREIN for c in verb.children)  # a place, however parsed
                                  or any(p.lemma_.lower() in GRAVES for p in prep_objects(verb, IN | UNDER))
                                  or any(c.lower_ in STILL for c in verb.children))
            or verb.tag_ == "VBN" and verb.dep_ in ("conj", "advcl")
            and (verb.head.pos_ == "ADJ" or verb.head.lower_ == "dead"))


def _seen(verb: Token) -> bool:
    """Whether the clause is what someone sees ("saw Cole standing there") or a dream shows ("In her dream
    Cole came to her"): a ghost or a vision may be seen as well as a living man."""
    return (verb.dep_ in ("ccomp", "xcomp") and verb.head.lemma_.lower() in PERCEIVED) or _in_a_dream(verb)


def _in_a_dream(verb: Token) -> bool:
    """ "In her dream Cole came to her", "In a vision Ada saw Otto kill Cole": a dream the verb, or the verb
    whose clause it is, is in (not one a time clause hangs on: "was in a dream when Otto killed Cole")."""
    while not any(p.lemma_.lower() in VISIONS for p in prep_objects(verb, IN)):
        if verb.dep_ not in ("ccomp", "xcomp"):
            return False
        verb = verb.head
    return True


def _joined_to(verb: Token, *own: str) -> Token | None:
    """The verb this one is joined to, where it has none of the `own` dependents (its subject, its tense) and
    so shares them ("as Lucy had done, and cowered back")."""
    if verb.dep_ == "conj" and not children(verb, *own) and verb.head.pos_ in ("VERB", "AUX"):
        return verb.head
    return None


def _past_perfect(verb: Token) -> bool:
    """ "William had been a prophet", "as Lucy had done, and cowered back", "had been burning papers": a deed
    before the scene's time, or one of it told as done ("the captain had emptied his revolver", but "and was
    reloading")."""
    if (head := _joined_to(verb, "nsubj", "aux")) is not None:
        return _past_perfect(head)
    auxiliaries = {a.lower_ for a in children(verb, "aux")}
    return bool(auxiliaries & {"had", "'d"}) and (verb.tag_ == "VBN" or verb.tag_ == "VBG" and "been" in auxiliaries)


def _before_now(verb: Token) -> bool:
    """Whether the clause tells a deed before the scene's time, which needs nobody present now: a habit of the
    past ("Otto used to sit there"), one time is counted from ("since Lucy first took ill"), or one a deed is
    likened to or a life told in passing in the past perfect ("just as poor Lucy had done outside the tomb",
    "the unfortunate Fanny Robin who had followed the Eleventh"; the past perfect alone tells deeds in the
    scene too: "Eliza had run for Mrs. Reed"), or a verb sharing such a one's subject ("as Lucy had done, and
    cowered back"), or a thing told by the deed that left it ("the wound which poor Lucy left on me")."""
    if (head := _joined_to(verb, "nsubj")) is not None:
        return _before_now(head)
    if verb.lower_ == "used" and any(children(c, "aux") for c in children(verb, "xcomp")):
        return True  # "Otto used to sit there": a habit of the past
    if _left_behind(verb):
        return True
    marks = {m.lower_ for m in children(verb, "mark")}
    return "since" in marks or _past_perfect(verb) and (bool(marks & {"as", "than"}) or verb.dep_ == "relcl")


def _left_behind(verb: Token) -> bool:
    """Whether the clause tells a thing by the deed that left it ("the wound which poor Lucy left on me"), not
    a noun and a deed of its own ("at the word she gave a deep sigh")."""
    return (verb.dep_ == "relcl" and verb.head.tag_ in ("NN", "NNS") and verb_lemma(verb) in LEFT_BEHIND
            and all(o.tag_ in RELATIVES for o in children(verb, "dobj")))


def _subjunctive(verb: Token) -> bool:
    """`were` with one person or thing as its subject ("if he were killed", "as soon as Ada were dead")."""
    were = verb.lower_ == "were" or any(c.lower_ == "were" for c in children(verb, "aux", "auxpass"))
    subject = subject_token(verb)
    return (were and subject is not None and not subject.conjuncts
            and (subject.tag_ in ("NN", "NNP") or subject.lower_ in ("he", "she", "i", "it")))


def _harm(verb: Token, lemma: str, victim: Mention | None, by: str | None, resolved: bool) -> Iterator:
    """What a verb of killing or wounding does to its object, whoever or whatever did it, and where it
    struck ("stabbed Cole in the back"). "Hurt" alone may be feelings: a wound only if badly, in a part or
    with a blade ("hurt with a knife")."""
    if victim is None or _cut_short(verb) or any(
            a.lemma_.lower() in EN_WOUNDING_WORDS for a in (*_agents(verb), *children(verb, "nsubj"))):
        return  # (nor "wounded by her silence", "Ada's words wounded Cole")
    by_whom = {"by": by} if by and by != victim.entity else {}  # "cut himself": by nobody else
    where = _struck_part(verb)
    if meaning(lemma, KILL) or meaning(lemma, FATAL) and _to_death(verb):
        yield K.death, {"subject": victim.entity, "value": by_whom or None}, resolved
    elif (meaning(lemma, WOUND) and (where or lemma != "hurt"
                                     or any(c.lower_ in BADLY for c in children(verb, "advmod")))
          or (meaning(lemma, WOUND) or meaning(lemma, PIERCE)) and _by_projectile(verb)):
        wound = {"severity": _how_badly(verb), **({"part": where} if where else {}), **by_whom}
        yield K.injury, {"subject": victim.entity, "value": wound}, resolved


def _by_projectile(verb: Token) -> bool:
    """Whether the deed was done with a projectile or a blade ("hurt with a knife", "was hit by a bullet")."""
    return any(map(_projectile, prep_objects(verb, WITH) + _agents(verb)))


def _projectile(noun: Token) -> bool:
    """ "a bullet", "one of the bullets"."""
    return noun.lemma_.lower() in PROJECTILES or noun.lower_ == "one" and any(map(_projectile, prep_objects(noun, OF)))


def _agents(verb: Token) -> list[Token]:
    """What a passive verb says did it ("was hit by a bullet": the bullet)."""
    return [o for agent in children(verb, "agent") for o in children(agent, "pobj")]


def _showing(verb: Token, lemma: str, subject: Token | None, index: MentionIndex) -> Iterator:
    """One whose voice, face or eyes do something here is here: "Otto's eyes narrowed", "his voice rang out"."""
    if (subject is not None and subject.lower_ in SHOWING_PARTS and meaning(lemma, SHOWS)
            and not _before_now(verb) and (whose := owner(subject, index)) is not None):
        predicate = "speaks" if subject.lower_ == "voice" else "acts"
        yield K.presence, {"subject": whose.entity, "predicate": predicate, **_how_present(verb)}, whose.resolved


def _an_aside(subject: Token) -> bool:
    """Whether the clause is the teller's aside, in the present of the telling ("I suppose his knowledge gave
    him", "I have heard neighbours tell him", "I remember them as hanging up framed"): no deed of the story.
    The verb "I" is the subject of says so, whichever verb shares it."""
    owner = subject.head
    finite = next(iter(children(owner, "aux")), owner)
    told_now = finite.tag_ == "VBP" or finite.lower_ in ("can", "cannot")
    return subject.lower_ == "i" and verb_lemma(owner) in EN_ASIDES and told_now


def _yet_to_come(verb: Token) -> bool:
    """Whether the clause tells a deed only planned ("Sir James was going to dine at the Grange", "Otto was
    to sail at dawn", "Cole was flying to Paris tomorrow"), which needs nobody present yet."""
    if verb.dep_ == "xcomp" and verb.head is not verb and _yet_to_come(verb.head):  # "dine", planned
        return True
    subject = subject_token(verb)  # (the parser may hang "Tomorrow" on a subject after it)
    if any(c.lower_ == "tomorrow" for c in (*verb.children, *(subject.children if subject is not None else ()))):
        return True
    planned = [x for x in children(verb, "xcomp") if any(a.lower_ == "to" for a in children(x, "aux"))]
    if not planned:
        return False
    going = verb.lower_ == "going" and any(a.lemma_ == "be" for a in children(verb, "aux"))
    return going or verb.lemma_ == "be" and verb.dep_ == "ROOT"


def _a_quality_had(verb: Token, lemma: str) -> bool:
    """Whether the verb gives its subject a trait to have, of or for something ("had a rich fund of humour"): one
    described, not shown acting."""
    return lemma == "have" and any(o.lemma_.lower() in EN_QUALITIES and prep_objects(o, EN_QUALITY_OF)
                                   for o in children(verb, "dobj"))


def _how_witnessed(verb: Token) -> dict:
    """How a deed may not be one done in the scene: only seen ("Ada saw Otto cross the square"), or earlier than
    the scene (past perfect: "Fanny Robin, who had followed the Eleventh through Melchester")."""
    return {"seen": True} if _seen(verb) else {"earlier": True} if _past_perfect(verb) else {}


def _how_present(verb: Token) -> dict:
    """A presence's value: how it is witnessed, if it is."""
    return {"value": mark} if (mark := _how_witnessed(verb)) else {}


def _how_badly(verb: Token) -> str:
    """A wound's severity as the verb's adverb tells it: "badly wounded", "slightly hurt", else moderate."""
    adverbs = {c.lower_ for c in children(verb, "advmod")}
    return "severe" if adverbs & (BADLY | MORTALLY) else "minor" if adverbs & SLIGHTLY else "moderate"


def _handed_over(item: Mention, to: Mention, by: Mention | None) -> Iterator:
    """A thing given, told in the passive: the one it went to has it, from the one who gave it, if named."""
    yield K.possession, {"subject": to.entity, "predicate": "acquires", "object": item.entity}, to.resolved
    if by is not None and by.entity != to.entity:
        yield K.possession, {"subject": by.entity, "predicate": "gives", "object": item.entity,
                             "value": {"to": to.entity}}, by.resolved


def _left_as(verb: Token, word: str) -> list[Token]:
    """The verb's complements that are `word`, what it leaves its subject or object as ("shot Cole dead", "was
    floating in the river, dead")."""
    return [c for c in children(verb, "acomp", "oprd", "advmod", "xcomp", "advcl") if c.lower_ == word]


def _cut_short(verb: Token) -> bool:
    """ "cut Ada short" interrupts her."""
    return bool(_left_as(verb, "short"))


def _left_dead(verb: Token) -> bool:
    """ "lay dead", "shot Cole dead", "was there, lifeless"; not "dead to the world", "dead against it", "lay as
    if dead", "half dead with fatigue", "dead on his feet"."""
    dead = _left_as(verb, "dead")
    on_feet = any(o.lower_ == "feet" for head in (verb, *dead) for o in prep_objects(head, ON))
    return not on_feet and any(
        not prep_objects(c, TO) and (c.i + 1 == len(c.doc) or c.nbor().lower_ not in EN_NOT_DEAD_AFTER)
        and not any(m.lower_ in ("if", "though") for m in children(c, "mark"))
        and not any(a.lower_ in ALMOST for a in children(c, "advmod"))
        for c in dead + _left_as(verb, "lifeless"))


def _to_death(verb: Token) -> bool:
    """Whether the verb's harm ends in death: "shot Cole dead", "beaten to death"."""
    return _left_dead(verb) or any(p.lower_ == "death" for p in prep_objects(verb, TO))


def _harm_as_a_figure(verb: Token) -> bool:
    """A passive harm that is no deed: a curse bidden with a bare "be" and nobody it befalls ("Be hanged to these
    civilians", not "to be hanged", "shall be hanged"), or one dealt by charms ("slain by his wit")."""
    bidden = any(c.tag_ == "VB" for c in children(verb, "auxpass")) and not children(verb, "nsubjpass", "aux")
    return bidden or any(o.lemma_.lower() in EN_CHARMS or o.lower_ in EN_CHARMS for o in _agents(verb))


def is_passive(verb: Token) -> bool:
    """ "Ada was followed by Cole", and the bare participle "(she came in,) followed by Cole"."""
    return bool(children(verb, "nsubjpass", "auxpass")) or (verb.tag_ == "VBN" and bool(children(verb, "agent")))


def agents(verb: Token, index: MentionIndex) -> list[Mention]:
    """Who did it, to a passive verb: "by Bessie and her maid Abbot" is both; a "by" the parser hung on the
    verb's object ("was given the key by Otto") is the verb's."""
    bys = [*children(verb, "agent"), *(p for o in children(verb, "dobj") for p in children(o, "prep")
                                       if p.lower_ == "by")]
    named = (person(t, index) for by in bys for pobj in children(by, "pobj") for t in (pobj, *pobj.conjuncts))
    return [m for m in named if m is not None]


def prep_objects(verb: Token, preps: frozenset[str]) -> list[Token]:
    """The objects of the verb's prepositions among `preps`, each of a list too (`with curls ..., and with eyes`)."""
    return [p for prep in children(verb, "prep") for each in (prep, *prep.conjuncts) if each.lower_ in preps
            for p in children(each, "pobj")]


class ClauseReader:
    """The readings of one scene's parse."""

    def __init__(self, parses: list[tuple[int, Doc]], sentences: list[Sentence], dialogue: Dialogue,
                 narrator: str | None = None):
        self.parses = parses  # (offset in the scene, parse)
        self.index = MentionIndex(sentences)
        self.dialogue = dialogue
        self.narrator = narrator  # the "I" of the narration, who is one of its "we"

    def in_dialogue(self, token: Token) -> bool:
        return token.idx + self.index.shift in self.dialogue

    def readings(self) -> Iterator[Reading]:
        for offset, doc in self.parses:
            self.index.shift = offset
            yield from self._doc_readings(doc)

    def _doc_readings(self, doc: Doc) -> Iterator[Reading]:
        for token in doc:
            if token.pos_ not in ("VERB", "AUX") or self.in_dialogue(token) or not told_as_fact(token):
                continue
            sentence = self.index.sentence(token)
            if sentence is None:
                continue
            readings = self._denied_verb(token) if denied(token) else self._verb(token)
            guess = hedged(token)  # the verb's, once for all it tells
            dreamed = _in_a_dream(token)  # what a dream shows did not happen, but for who is seen in it
            for kind, fields, resolved in readings:
                if not dreamed or kind == K.presence:
                    yield Reading(kind, fields, sentence, resolved or guess)
        yield from self._noun_phrases(doc)

    # -- one verb ---------------------------------------------------------------

    def _verb(self, verb: Token) -> Iterator[tuple[FactKind, dict, bool]]:
        subject_tok = subject_token(verb)
        subject = person(subject_tok, self.index)
        readings = self._verb_facts(verb, subject_tok, subject)
        if subject is not None and subject.resolved and self.index.meant_with(subject):  # "They", for a pair
            return (r for r in readings if r[0] in TOLD_OF_A_GUESSED_PAIR)
        return readings

    def _verb_facts(self, verb: Token, subject_tok: Token | None,
                    subject: Mention | None) -> Iterator[tuple[FactKind, dict, bool]]:
        lemma = verb_lemma(verb)
        objects = objects_of(verb) or _shifted_objects(verb)
        people = [] if _a_look_given(objects) else objects
        obj_person = next((m for o in people if (m := self.index.at(o, "c"))), None)
        resolved = bool(subject and subject.resolved)
        # whom the verb's "with" phrase is about: the one seen or come upon, where the parser hangs it on the
        # seeing ("saw Otto, with a lamp in one hand", "found Otto with a broken arm")
        bearer = obj_person if lemma in SEEN_WITH and obj_person else subject
        yield from self._held_with(verb, bearer)
        if is_passive(verb):
            if not _harm_as_a_figure(verb):
                yield from self._passive(verb, lemma, subject and self._with_conjuncts(subject, subject_tok))
            return
        if subject is None:
            if self.narrator and subject_tok is not None and subject_tok.lower_ == "we":  # "when we got to the inn"
                yield from self._location(verb, lemma, self.narrator, obj_person, True)
            yield from _showing(verb, lemma, subject_tok, self.index)
            if subject_tok is not None:  # "the stranger who shot Cole", "a fever killed Ada"
                yield from _harm(verb, lemma, obj_person, None, bool(obj_person and obj_person.resolved))
                if meaning(lemma, SMASHED):  # "the fall broke Otto's leg"
                    yield from self._part_hurt(lemma, objects, None, False)
            yield from self._subjectless(verb, lemma, subject_tok)
            return
        who = subject.entity
        planned = _yet_to_come(verb)  # nobody acts or goes anywhere yet
        if not (meaning(lemma, DIE | STATES) or _at_rest(verb, lemma) or _before_now(verb) or planned
                or _an_aside(subject_tok) or _a_quality_had(verb, lemma) or _a_bequest(verb, lemma)):
            presence = {"predicate": "speaks" if meaning(lemma, SPEECH) else "acts", **_how_present(verb)}
            for actor in self._with_conjuncts(subject, subject_tok):
                yield K.presence, {"subject": actor.entity, **presence}, actor.resolved
        if verb.tag_ != "VBG" and not objects and (meaning(lemma, DIE) or meaning(lemma, FATAL) and _to_death(verb)) \
                and not _dying_as_a_figure(verb):
            yield K.death, {"subject": who}, resolved  # not "Cole is dying", "lay dying": not yet, and may live
        yield from _harm(verb, lemma, obj_person, who, resolved)
        if meaning(lemma, BREAK_PART):
            yield from self._part_hurt(lemma, objects, who, resolved)
        if meaning(lemma, HEAL) and not objects and not _from_a_passing_state(verb):
            yield K.recovery, {"subject": who}, resolved
        if lemma in FOUND_DEAD and _left_dead(verb):
            yield K.death, {"subject": who}, resolved
        yield from self._possession(verb, lemma, who, objects, resolved)
        yield from self._instruments(verb, lemma, bearer.entity, bearer.resolved)
        yield from self._fired_into(verb, lemma, objects, who, resolved)
        actors = self._with_conjuncts(subject, subject_tok)
        if not planned:  # "Ada and Cole took a cab to the inn": both go
            yield from self._location(verb, lemma, who, obj_person, resolved, actors[1:])
        # "bullied and punished Kallen": one object for both verbs, for what each tells of the two
        shared = None if objects else next((m for o in _shared_objects(verb) if (m := self.index.at(o, "c"))), None)
        mutual = any(map(_reciprocal, (*objects, *prep_objects(verb, AIMED | WITH))))
        for actor in actors:  # "Otto and Kallen set upon Cole": both; "Otto and Cole hated each other": each the other
            for other in [m for m in actors if m.entity != actor.entity] if mutual else [None]:
                yield from self._relation(verb, lemma, actor.entity, obj_person or shared or other, actor.resolved,
                                          other)
        if lemma in ("be", "become"):
            yield from self._copula(verb, who, resolved)
            for other in actors[1:]:  # "Otto and Cole were Kallen's sons": each of them
                for kin in filter(None, (self._kinship(c, other.entity) for c in children(verb, "attr")
                                         if c.tag_ == "NNS")):
                    yield K.relation, kin, other.resolved
        yield from self._looks(verb, who, resolved, owned=lemma in ("have", "be"))
        if lemma in DYED and (color := _dyed_to(verb, lemma)) is not None:
            for whose in filter(None, (owner(o, self.index) for o in children(verb, "dobj") if o.lower_ in HAIR)):
                sure = resolved if whose.entity == who else whose.resolved  # "Cole dyed his hair": as sure as Cole
                yield K.attribute, {"subject": whose.entity, "predicate": "hair_color", "value": color}, sure
        borne = [(bearer, n) for n in prep_objects(verb, WITH)] + (
            [(subject, n) for n in objects] if lemma in TAKE_WOUND else [])
        for one, noun in borne:  # "Otto limped in with a bandaged arm", "Otto had a broken leg", "the stab he received"
            hurt = owner(noun, self.index)  # "his bandaged arm"; not "Ada's", unless Ada is the one it is about
            if (wound := _wound(noun)) and (hurt is None or hurt.entity == one.entity):
                if "part" not in wound and (part := _struck_part(verb)):  # "received a stab in the thigh"
                    wound["part"] = part
                yield K.injury, {"subject": one.entity, "value": wound}, one.resolved

    def _part_hurt(self, lemma: str, objects: list[Token], who: str | None, resolved: bool) -> Iterator:
        """ "Otto broke his arm": his wound; "Cole broke Otto's arm": Otto's, and Cole's attack on him; with
        nobody named doing it (`who` None: "the fall broke Otto's leg"), Otto's alone."""
        severity = "severe" if meaning(lemma, SMASHED) else "moderate"
        for o in map(_body_part_meant, objects):
            if not (part := _part(o)) or not _hurts_part(lemma, o):
                continue
            if (hurt := owner(o, self.index)) is None:
                if who is not None and _ones_own_part(o):
                    yield K.injury, {"subject": who, "value": {"severity": severity, "part": part}}, resolved
                continue
            if who in (None, hurt.entity):
                yield K.injury, {"subject": hurt.entity, "value": {"severity": severity, "part": part}}, \
                    resolved if who else hurt.resolved
            else:
                if lemma != "twist":  # an arm twisted behind one's back is held, not hurt
                    yield K.injury, {"subject": hurt.entity, "value": {"severity": severity, "part": part,
                                                                       "by": who}}, hurt.resolved
                yield K.relation, {"subject": who, "predicate": "attacks", "object": hurt.entity}, resolved

    def _with_conjuncts(self, subject: Mention, subject_tok: Token) -> list[Mention]:
        """The subject and the characters conjoined to it ("Otto and Cole were killed"), or meant with it
        ("They")."""
        return [subject, *self.index.meant_with(subject), *self._conjoined(subject_tok)]

    def _and_conjoined(self, verb: Token, mention: Mention) -> list[Mention]:
        """A character the verb's clause names and the characters conjoined to them ("hated Cole and Ada")."""
        token = next((t for t in verb.subtree if self.index.at(t, "c") is mention), None)
        return [mention, *(self._conjoined(token) if token is not None else ())]

    def _conjoined(self, token: Token) -> list[Mention]:
        """The characters conjoined to a token ("Cole and Ada": Ada)."""
        return [m for c in token.conjuncts if (m := self.index.at(c, "c"))]

    def _passive(self, verb: Token, lemma: str, subjects: list[Mention] | None) -> Iterator:
        doers = agents(verb, self.index)
        by = doers[0] if doers else None
        if lemma not in REMOTE_DEEDS:  # "followed by Bessie": the agent acts here, not one who wrote a letter
            for doer in doers:
                yield K.presence, {"subject": doer.entity, "predicate": "acts"}, doer.resolved
        for subject in subjects or ():
            # "Ada was taken to the inn", "was sent to", "was imprisoned in the tower"
            if meaning(lemma, ESCORT) or meaning(lemma, SENT) or meaning(lemma, KEPT):
                yield from self._location(verb, lemma, subject.entity, None, subject.resolved)
            harmed = list(_harm(verb, lemma, subject, by and by.entity, subject.resolved))
            yield from harmed
            if not harmed and meaning(lemma, RELATIONS) and by is not None:
                yield K.relation, {"subject": by.entity, "predicate": meaning(lemma, RELATIONS),
                                   "object": subject.entity}, by.resolved
            if meaning(lemma, HANDED_OVER):  # "Ada was given the key"
                for item in filter(None, map(self._item, children(verb, "dobj"))):
                    yield from _handed_over(item, subject, by)
        if subjects:
            return
        subject_tok = next(iter(children(verb, "nsubjpass")), None)
        if subject_tok is None:
            return
        if meaning(lemma, BREAK_PART) and (part := _part(subject_tok)) and _hurts_part(lemma, subject_tok) \
                and (hurt := owner(subject_tok, self.index)):
            yield K.injury, {"subject": hurt.entity, "value": {"severity": "moderate", "part": part}}, hurt.resolved
        item = self.index.at(subject_tok, "i")
        if item is not None and meaning(lemma, HANDED_OVER) and (to := self._recipient(verb)) is not None:
            yield from _handed_over(item, to, by)  # "the key was given to Ada"
        elif item is not None and by is not None:
            if (predicate := meaning(lemma, POSSESSION_OF)) is not None:
                yield K.possession, {"subject": by.entity, "predicate": predicate, "object": item.entity}, False

    def _struck_by(self, verb: Token, lemma: str) -> Iterator:
        """Whom a projectile struck ("a bullet hit Cole", "struck Cole in the arm"), or into whose part it went
        ("the ball went into my shoulder", "passed through Cole's arm")."""
        pierced = bool(meaning(lemma, PIERCE))
        struck = children(verb, "dobj") if pierced else prep_objects(verb, INTO_PART) if lemma in PASS_INTO else []
        for o in struck:
            hurt, part = owner(o, self.index), _part(o)
            if part is None:  # the one struck, then where, if said; a part it went into is all the other tells
                hurt, part = (self.index.at(o, "c"), _struck_part(verb)) if pierced else (None, None)
            if hurt is not None:
                yield K.injury, {"subject": hurt.entity, "value": {"severity": "moderate",
                                                                   **({"part": part} if part else {})}}, hurt.resolved

    def _subjectless(self, verb: Token, lemma: str, subject_tok: Token | None) -> Iterator:
        """A thing as subject: "the ball entered my shoulder", "a bullet struck Cole in the arm", "my wound
        healed"."""
        if subject_tok is None:
            return
        if _projectile(subject_tok):
            yield from self._struck_by(verb, lemma)
        if meaning(lemma, HEAL) and subject_tok.lower_ in WOUNDS and (hurt := owner(subject_tok, self.index)):
            yield K.recovery, {"subject": hurt.entity}, hurt.resolved
        # the item looked up only for a verb that can break or lose it (a subject of every other verb is not)
        if meaning(lemma, BREAKS) and not children(verb, "dobj") and (item := self._item(subject_tok)):
            # "Cole's sword snapped", "the sword shattered in Cole's hand"; "the lamp shattered": nobody's named
            holder = owner(subject_tok, self.index) or next(
                (m for h in prep_objects(verb, IN) if h.lower_ in HANDS and (m := owner(h, self.index))), None)
            yield K.possession, {"subject": holder and holder.entity, "predicate": "destroyed",
                                 "object": item.entity}, bool(holder and holder.resolved)
        elif meaning(lemma, SLIPS) and (item := self._item(subject_tok)) and (holder := self._source(verb)):
            yield K.possession, {"subject": holder.entity, "predicate": "loses", "object": item.entity}, holder.resolved
        elif (meaning(lemma, WIELDED) and (item := self._item(subject_tok))
              and (holder := owner(subject_tok, self.index))):
            yield K.possession, {"subject": holder.entity, "predicate": "uses", "object": item.entity}, holder.resolved
            struck = next((m for p in _nominal(prep_objects(verb, AIMED)) if (m := self.index.at(p, "c") or (
                _part(p) or p.lower_ in MORTAL_SPOTS) and owner(p, self.index))), None)
            if struck is not None and struck.entity != holder.entity:  # "Otto's knife plunged into Cole's heart"
                yield K.relation, {"subject": holder.entity, "predicate": "attacks", "object": struck.entity}, \
                    holder.resolved
        elif meaning(lemma, CARRIED) and (item := self._item(subject_tok)) and (holder := self._carrier(verb)):
            yield K.possession, {"subject": holder.entity, "predicate": "uses", "object": item.entity}, holder.resolved
        if subject_tok.lower_ in GRASPING and meaning(lemma, POSSESSION_OF) == "uses" and (
                holder := owner(subject_tok, self.index)):  # "my inert hand grasping my pistol"
            for thing in children(verb, "dobj"):
                if (item := self._item(thing)) is not None:
                    yield K.possession, {"subject": holder.entity, "predicate": "uses",
                                         "object": item.entity}, holder.resolved
        if lemma in GRASP and subject_tok.lower_ in GRASPING and (holder := owner(subject_tok, self.index)):
            for thing in prep_objects(verb, GRASPED):  # "his hand closed upon the knife"
                if (item := self._item(thing)) is not None:
                    yield K.possession, {"subject": holder.entity, "predicate": "uses",
                                         "object": item.entity}, holder.resolved

    def _possession(self, verb: Token, lemma: str, who: str, objects: list[Token], resolved: bool) -> Iterator:
        if lemma == "let":  # "let it fall": the object is the complement's subject; "let go (of) the key"
            falls = [c for c in children(verb, "xcomp", "ccomp") if c.lemma_ in ("fall", "drop", "go")]
            if falls:
                lemma, objects = "let_fall", objects + [s for c in falls for s in children(c, "nsubj", "dobj")] + [
                    o for c in falls for o in prep_objects(c, LET_GO)]
        if lemma == "turn_over" and any(p.lower_ in HANDS for p in prep_objects(verb, IN)):
            lemma = "turn"  # "turned the lighter over in my fingers": looked at, not handed over
        if lemma == "part":  # "parted with the key"
            objects = objects + prep_objects(verb, LET_GO)
        if lemma in SMOKED:  # "puffing meditatively upon his pipe"
            objects = objects + prep_objects(verb, ON | AT_TARGET)
        if lemma in ("lean", "buckle", "strap", "gird"):  # "leaned on his rifle", "buckled on his sword": his own
            objects = objects + prep_objects(verb, ON)
        items = [(n, m) for o in objects for n in (o, *o.conjuncts) if (m := self._item(n))]  # "a photograph
        # and the letter": each
        recipient = self._recipient(verb)
        bequest = _a_bequest(verb, lemma)
        for noun, item in items:
            if bequest:  # the heir has it, not the one who made the will
                # (the parser may read the heir as an object: "left Cole the sword in his will")
                heir = recipient or next((m for o in objects if (m := self.index.at(o, "c"))), None)
                if heir is not None:
                    yield K.possession, {"subject": heir.entity, "predicate": "acquires", "object": item.entity}, \
                        heir.resolved
                continue
            if meaning(lemma, PARTED):
                recipient = recipient or self._left_with(verb, lemma, noun)
                predicate = "gives" if recipient else "loses"
            elif meaning(lemma, PUT):
                places = prep_objects(verb, PUT_IN)  # ... or a part the parser reads as an object ("round Ada's neck")
                hand = next((p for p in places + objects if p.lower_ in HANDS | WORN_ON), None)
                taker = owner(hand, self.index) if hand is not None else recipient
                if taker is not None and taker.entity != who:
                    recipient, predicate = taker, "gives"
                elif self._kept_on(places, who):  # "slipped the key into his pocket": still at hand
                    predicate = "uses"
                elif (predicate := self._handled_own(noun, lemma, who)) is None:  # "pressed my pistol to its head"
                    continue
            elif meaning(lemma, DETACHED):  # "tore the key from Cole's neck"
                predicate = "acquires" if self._source(verb, noun) or prep_objects(noun, FROM) else None
            else:
                predicate = meaning(lemma, POSSESSION_OF) or self._handled_own(noun, lemma, who)
            if predicate == "gives" and recipient is None and meaning(lemma, GONE_BY_SALE):
                predicate = "loses"  # "sold the key", "surrendered his sword"
            if predicate is None or (predicate == "gives" and recipient is None and not self._unnamed_recipient(verb)):
                continue
            value = {"to": recipient.entity} if predicate == "gives" and recipient else None
            yield K.possession, {"subject": who, "predicate": predicate, "object": item.entity,
                                 "value": value}, resolved
            # "the key from Cole" too, and a thing taken is lost by its owner ("snatched Cole's key")
            source = (self._source(verb, *objects) or meaning(lemma, TAKEN) and owner(noun, self.index)
                      if predicate == "acquires" else None)
            if source is None or source.entity == who:
                continue
            if meaning(lemma, TAKEN) or meaning(lemma, DETACHED):
                yield K.possession, {"subject": source.entity, "predicate": "loses", "object": item.entity}, \
                    source.resolved
            elif meaning(lemma, HAD_FROM) and lemma not in INHERITED:
                yield K.possession, {"subject": source.entity, "predicate": "gives", "object": item.entity,
                                     "value": {"to": who}}, source.resolved

    def _instruments(self, verb: Token, lemma: str, who: str, resolved: bool) -> Iterator:
        """An item one does something with ("parried with his great bowie knife", "prized off the lid with
        the Kukri", "with his torch and his dagger"): in use, unless it is someone else's or carried by someone
        else."""
        if meaning(lemma, NOT_WIELDED_WITH):
            return
        for pobj in prep_objects(verb, WITH):
            # (whose it is, or who carries it: "giving him the sword, with the bow at his back"; a list all where
            # its first is: "with the bow and arrows at his back")
            listed_at = _carried_at(pobj)
            for noun in (pobj, *pobj.conjuncts):
                carried = _carried_at(noun) or listed_at
                whose = owner(noun, self.index) or (owner(carried, self.index) if carried is not None else None)
                if (item := self._item(noun)) is not None and (whose is None or whose.entity == who):
                    yield K.possession, {"subject": who, "predicate": "uses", "object": item.entity}, resolved

    def _fired_into(self, verb: Token, lemma: str, objects: list[Token], who: str, resolved: bool) -> Iterator:
        """ "emptied five barrels of his revolver into the creature's flank": the gun in use, the one shot at
        attacked."""
        if lemma not in FIRED_INTO:
            return
        guns = [n for o in objects for n in (o, *prep_objects(o, OF))]
        if not any(g.lower_ in GUNS or self._item(g) for g in guns):
            return
        for gun in guns:
            if (item := self._item(gun)) is not None:
                yield K.possession, {"subject": who, "predicate": "uses", "object": item.entity}, resolved
        for noun in prep_objects(verb, INTO):
            target = self.index.at(noun, "c") or owner(noun, self.index)
            if target is not None and target.entity != who:
                yield K.relation, {"subject": who, "predicate": "attacks", "object": target.entity}, resolved

    def _carrier(self, verb: Token) -> Mention | None:
        """Whose pocket, belt or hand a thing is in or hangs from ("the key was in Cole's pocket")."""
        return next((m for p in prep_objects(verb, CARRIED_IN) if p.lower_ in POCKETS | HANDS | WORN_AT
                     and (m := owner(p, self.index))), None)

    def _kept_on(self, places: list[Token], who: str) -> bool:
        """Whether a place something is put is on the one who puts it: their pocket, coat or bosom."""
        return any(p.lower_ in POCKETS and (whose := owner(p, self.index)) is not None and whose.entity == who
                   for p in places)

    def _handled_own(self, noun: Token, lemma: str, who: str) -> str | None:
        """ "uses" where one does anything with one's own thing but want or miss it ("interposed his shield",
        "sheathed his sword"): it is at hand."""
        whose = owner(noun, self.index)
        return "uses" if whose is not None and whose.entity == who and not meaning(lemma, UNHELD) else None

    def _source(self, *heads: Token) -> Mention | None:
        """Whom a thing came from, said after a verb or its object: "from Cole", "out of Cole's hand"."""
        outs = [o for head in heads for o in children(head, "prep") if o.lower_ == "out"]
        froms = [p for head in heads for p in prep_objects(head, FROM)]
        for noun in froms + [p for o in outs for p in prep_objects(o, OF)]:
            source = self.index.at(noun, "c") or (owner(noun, self.index) if noun.lower_ in WORN_ON else None)
            if source is not None:
                return source
        return None

    def _held_with(self, head: Token, subject: Mention | None) -> Iterator:
        """ "with the dirk in his right hand", "with a pistol in either hand", "with the bow at his back": the
        owner of the hand, or of where it is carried, or the subject when that is nobody's in particular, has
        it. The phrase may belong to a verb or to the one who holds it ("there was Hands, with the dirk in his
        hand"), and the hand to the thing or to what governs the phrase."""
        for thing in prep_objects(head, WITH):
            item = self._item(thing)
            # (where the thing itself is, if said, before a hand the phrase's verb names: "giving him the sword
            # in his hand, with the bow at his back")
            hand = _carried_at(thing) or next(
                (h for t in (head, head.head) for h in prep_objects(t, IN) if h.lower_ in HELD_IN), None)
            if item is None or hand is None:
                continue
            holder = owner(hand, self.index) or (subject if not children(hand, "poss") else None)
            if holder is not None:
                yield K.possession, {"subject": holder.entity, "predicate": "uses", "object": item.entity}, \
                    holder.resolved

    def _recipient(self, verb: Token) -> Mention | None:
        """Whom a thing goes to: "handed Ada the key", "gave the key to Ada"."""
        datives = [o for d in children(verb, "dative") for o in (children(d, "pobj") if d.lower_ == "to" else [d])]
        if _relative_given_to(verb):
            datives = children(verb, "dobj")
        return next((m for o in datives + prep_objects(verb, TO) if (m := self.index.at(o, "c"))), None)

    def _left_with(self, verb: Token, lemma: str, thing: Token) -> Mention | None:
        """Whom a thing is left with ("left the key with Cole", "with" on the verb or on the thing): in their
        keeping, not lost."""
        if lemma != "leave":
            return None
        return next((m for head in (verb, thing) for o in prep_objects(head, WITH) if (m := self.index.at(o, "c"))),
                    None)

    def _item(self, noun: Token) -> Mention | None:
        """The item a noun phrase names; "it" is the item named just before it in the sentence."""
        if noun.lower_ == "it":
            return self.index.item_before(noun)
        return phrase_entity(noun, self.index, "i")

    @staticmethod
    def _unnamed_recipient(verb: Token) -> bool:
        """ "I handed him the file", with "him" someone the cast does not name: the giver no longer has it."""
        return bool(children(verb, "dative")) or any(
            p.lower_ in UNNAMED_RECIPIENTS for p in prep_objects(verb, TO))

    def _location(self, verb: Token, lemma: str, who: str, obj_person: Mention | None, resolved: bool,
                  together: Iterable[Mention] = ()) -> Iterator:
        """Where `who` (and those conjoined with them, `together`) goes or stays, by the verb."""
        # "made her way to", "made for", "checked into", "found herself in": a way made or a room taken is a going,
        # oneself found somewhere a stay
        direct = children(verb, "dobj")
        way_made = lemma == "make" and (any(o.lower_ == "way" for o in direct)
                                        or not direct and bool(prep_objects(verb, FOR))) \
            or lemma == "check" and bool(prep_objects(verb, INTO)) \
            or lemma in RIDES_CAUGHT and any(o.lemma_.lower() in RIDES for o in direct)
        # one sent, or kept somewhere ("locked Cole in the cellar"), is there; the one who did it need not be
        sent = (meaning(lemma, SENT) or meaning(lemma, KEPT)) and not is_passive(verb)
        # "landed a job at the inn", "landed a blow", "ran a pawnshop in London": no going (but "ran a mile", "ran
        # the car to the garage")
        ran_or_landed_something = lemma in ("land", "run") and any(o.lemma_.lower() not in DISTANCES | RIDES
                                                                   for o in direct)
        moved = (meaning(lemma, MOTION) and not ran_or_landed_something or meaning(lemma, ESCORT) or way_made
                 or meaning(lemma, SENT))
        met = bool(meaning(lemma, MET)) or lemma in VISITED and bool(direct)
        stays = meaning(lemma, STAY) or meaning(lemma, KEPT) or met or lemma == "find" and any(map(_reflexive, direct))
        word_sent = meaning(lemma, SENT_WORD) and not moved
        # ... "was back at the inn": the place may hang on "back", or on how one went ("walked at a steady pace
        # over Yalbury Hill")
        heads = [verb, *(a for a in children(verb, "advmod") if a.lower_ in BACK),
                 *(p for p in prep_objects(verb, AT) if p.lower_ in PACE)]
        # "was brought up at Harrow": raised there, no going ("was brought up to London" is one)
        preps = (TOWARD if lemma == "bring_up" else TOWARD | AT) if moved else AT if stays else frozenset()
        # a stay told in the past perfect ("had lived in Paris as a girl") is as often a life before the scene as
        # a stay in it: a guess ("had been waiting at the inn" goes on now)
        long_ago = stays and not moved and _past_perfect(verb) and verb.tag_ == "VBN"
        targets = [t for head in heads for t in prep_objects(head, preps)]
        if word_sent:
            targets += prep_objects(verb, FROM)
        if lemma in CROSSED:
            targets += direct
        elif moved:  # "turned in the direction of Casterbridge", "in" read as the verb's particle
            targets += [o for o in direct if o.lower_ in WAY_TO]
        for target in targets:
            if target.lower_ in OUTSKIRTS | WAY_TO:  # "reached the environs of Geneva": Geneva
                target = next(iter(prep_objects(target, OF)), target)
            # ... or a spot in it ("sat in a cafe in Paris", "went to a hotel in London")
            place = phrase_entity(target, self.index, "p") or next(
                (p for spot in prep_objects(target, AT) if (p := phrase_entity(spot, self.index, "p"))), None)
            if place is None:
                continue
            value = {"moved": True, **_how_witnessed(verb)} if moved or met else None  # a going, as its presence
            movers = [] if sent else [(who, resolved or long_ago),
                                      *((m.entity, m.resolved or long_ago) for m in together),
                                      *self._companions((verb, target), who)]
            if (meaning(lemma, ESCORT) or met or sent) and obj_person is not None:
                movers.append((obj_person.entity, obj_person.resolved))
            for mover, res in movers:
                yield K.location, {"subject": mover, "predicate": "at", "object": place.entity,
                                   "value": value}, res
            return

    def _companions(self, heads: tuple[Token, ...], who: str) -> list[tuple[str, bool]]:
        """Those one goes or stays with ("went to London with Cole and Ada"): where one is, they are too. The
        parser may hang "with Cole" on the place, which no one can be part of."""
        found = (self.index.at(o, "c") for head in heads for w in prep_objects(head, WITH) for o in (w, *w.conjuncts))
        return [(m.entity, m.resolved) for m in found if m is not None and m.entity != who]

    def _relation(self, verb: Token, lemma: str, who: str, obj_person: Mention | None, resolved: bool,
                  other: Mention | None = None) -> Iterator:
        """What `who` does to someone; `other` is whom "each other" means for them."""
        # one thrown is attacked, not one thrown something ("threw Kallen a rope", parsed as two objects), nor
        # oneself ("threw himself down", "threw himself upon Otto": see `_aimed_at`)
        direct = children(verb, "dobj")
        target = None if meaning(lemma, THROWS) and (len(direct) > 1 or any(map(_reflexive, direct))) else obj_person
        predicate = None if _not_meant(verb, lemma) or _held_to_lead(verb, lemma) else (
            meaning(lemma, RELATIONS) or _held_by_force(verb, lemma))
        if predicate == "attacks" and target is None:  # "bit Ada's hand"; one seizes a hand to lead or greet
            struck = [o for o in direct if _part(o) and not (lemma == "seize" and o.lower_ in HANDS)]
            target = next((m for o in struck if (m := owner(o, self.index))), None)
        if predicate == "mentor_of" and target is None:  # "taught Cole everything he knew"
            target = next((m for d in children(verb, "dative") if (m := self.index.at(d, "c"))), None)
        if target is None:
            yield from self._aimed_at(verb, lemma, direct, who, resolved)
        if target is None and predicate is None and (menaced := self._menaced(verb, lemma, direct)) is not None:
            target, predicate = menaced, "threatens"
        gazing = _gazed_after(verb, lemma)
        done_to = next(((relation, m) for p in children(verb, "prep")
                        if not gazing and (relation := PREP_RELATIONS.get((lemma, p.lower_)) or _in_love_with(verb, p))
                        for o in children(p, "pobj")
                        if (m := self.index.at(o, "c") or (other if _reciprocal(o) else None))), None)
        if done_to is not None:
            predicate, target = done_to
        if (lemma in ATTEMPTS or lemma == HABIT) and (attempted := self._attempt_on(verb)) is not None:
            predicate, target = "attacks", attempted
        if predicate and target is not None:
            for each in self._and_conjoined(verb, target):  # "loved Cole and Ada": each
                if each.entity != who:
                    yield K.relation, {"subject": who, "predicate": predicate, "object": each.entity}, resolved
        if lemma in FEELING_VERBS:
            yield from self._feelings(verb, who, resolved)

    def _attempt_on(self, verb: Token) -> Mention | None:
        """Whom an attempt or a habit was on: "tried to poison Cole", "sought to kill him", "used to beat him"."""
        for deed in children(verb, "xcomp"):
            lemma = verb_lemma(deed)
            if meaning(lemma, KILL) or meaning(lemma, RELATIONS) == "attacks":
                return next((m for o in objects_of(deed) if (m := self.index.at(o, "c"))), None)
        return None

    def _menaced(self, verb: Token, lemma: str, direct: list[Token]) -> Mention | None:
        """Whom a gesture threatens: a fist shaken or a weapon brandished at them ("shook his fist at Cole"), a
        blade or a gun held to their throat ("held the knife to Cole's throat"; not a handkerchief to a wound)."""
        held = [o for o in direct if o.lower_ in FISTS or self._item(o) or o.lemma_.lower() in ARMS]
        if not held:
            return None
        if lemma in ("shake", "brandish", "flourish") and (lemma != "shake" or any(o.lower_ in FISTS for o in held)):
            return next((m for p in prep_objects(verb, AT_TARGET | AGAINST) if (m := self.index.at(p, "c"))), None)
        if lemma in ("hold", "put", "press") and any(o.lemma_.lower() in ARMS for o in held):
            return next((m for p in prep_objects(verb, TO) if p.lower_ in MORTAL_SPOTS
                         and (m := owner(p, self.index))), None)
        return None

    def _aimed_at(self, verb: Token, lemma: str, direct: list[Token], who: str, resolved: bool) -> Iterator:
        """ "struck at Twala", "struck a fearful blow at Twala": an attack on whoever it is aimed at; `direct`
        are the verb's direct objects."""
        blows = [o for o in direct if o.lemma_.lower() in BLOWS]
        if lemma == "get":  # "got in a second blow" deals one ("got a blow" takes one)
            blows, lemma = [o for o in prep_objects(verb, IN) if o.lemma_.lower() in BLOWS], "deal"
        aims = meaning(lemma, AIMED_AT) or blows or meaning(lemma, UNAIMED_BLOWS)
        falls_on = meaning(lemma, FALLS_ON) and not direct  # "set upon Cole": only "on" says where it lands
        driven = ([o for o in direct if o.lower_ in FISTS or o.lemma_.lower() in WEAPONS or self._item(o)]
                  if meaning(lemma, DRIVEN) else [])
        if not (aims or falls_on or driven) or any(o.lemma_.lower() in NOT_THROWN for o in direct):
            return
        # "struck at Twala", "striking out at Curtis' head"; not "at last"
        aimed_at = _nominal(p for head in (verb, *blows) for p in prep_objects(head, AT_TARGET)) if aims else []
        target = next((m for p in aimed_at if (m := self.index.at(p, "c") or _part(p) and not meaning(lemma, THROWS)
                                               and p.lower_ != "side" and owner(p, self.index))), None)
        landed_on = (_nominal(prep_objects(verb, ON)) if meaning(lemma, LANDS_ON) or falls_on
                     or any(map(_reflexive, direct)) else [])
        dealt_to = children(verb, "dative") if blows and meaning(lemma, BLOW_DEALT) else []  # "gave Otto a kick"
        target = target or next((m for p in landed_on + dealt_to if (m := self.index.at(p, "c"))), None)
        driven_into = _nominal(p for head in (verb, *driven) for p in prep_objects(head, DRIVEN_INTO)) if driven else []
        target = target or next((m for p in driven_into if (m := self.index.at(p, "c") or (
            _part(p) or p.lower_ in MORTAL_SPOTS) and p.lower_ not in HANDS and owner(p, self.index))), None)
        if target is not None and target.entity != who:
            yield K.relation, {"subject": who, "predicate": "attacks", "object": target.entity}, resolved
        elif not aimed_at and _unaimed(verb, lemma, blows):
            yield K.relation, {"subject": who, "predicate": "attacks", "object": None}, resolved

    def _denied_verb(self, verb: Token) -> Iterator:
        """A denial reaches no feeling set apart after it: "had not much affection for his mother, and an
        antipathy to me" tells the antipathy."""
        subject = person(subject_token(verb), self.index)
        if subject is not None and verb.lemma_.lower() in FEELING_VERBS:
            yield from self._feelings(verb, subject.entity, subject.resolved, gapped_only=True)

    def _feelings(self, verb: Token, who: str, resolved: bool, gapped_only: bool = False) -> Iterator:
        """ "had a great hatred of Cole", "felt no love for Otto, and an antipathy to me": each feeling had,
        none denied ("no", "little", "not much")."""
        gapped = [c for c in children(verb, "conj") if c.pos_ == "NOUN" or c.lemma_.lower() in FEELINGS]
        objects = children(verb, "dobj") + gapped
        feelings = [f for o in objects for f in (o, *o.conjuncts)]
        if gapped_only:
            feelings = [f for f in feelings if _set_apart(f)]
        for feeling in feelings:
            predicate = FEELINGS.get(feeling.lemma_.lower())
            unfelt = any(t.lower_ in UNFELT for d in feeling.children if d.i < feeling.i for t in d.subtree)
            target = next((m for p in prep_objects(feeling, FELT_FOR) if (m := self.index.at(p, "c"))), None)
            if predicate and not unfelt and target is not None and target.entity != who:
                yield K.relation, {"subject": who, "predicate": predicate, "object": target.entity}, resolved

    def _copula(self, verb: Token, who: str, resolved: bool) -> Iterator:
        """ "X was sixteen", "a girl of thirteen", "X became his wife", "X was proud", "of a proud disposition"."""
        aged = not any(mark.lower_ in EN_THEN_MARKS for mark in children(verb, "mark", "advmod"))
        for c in children(verb, "attr", "acomp", "conj"):
            # not a count ("the only two that would stay", "two of them")
            if aged and (c.dep_ != "conj" or _only(verb, c)) and (age := _number(c)) is not None \
                    and not children(c, "prep", "det", "relcl"):
                yield K.attribute, {"subject": who, "predicate": "age", "value": age}, resolved
            if aged and (age := _aged_person(c)) is not None:
                yield K.attribute, {"subject": who, "predicate": "age", "value": age}, resolved
            if (kin := self._kinship(c, who)) is not None:
                yield K.relation, kin, resolved
            for adj in [c, *c.conjuncts, *_described(c)]:  # not "no coward", "not proud", "that kind of man"
                if ((trait := EN_TRAITS.get(adj.lower_)) is not None and not _negated(adj)
                        and (adj.pos_ == "ADJ" or adj.lower_ in EN_TRAIT_NOUNS and not children(adj, "prep"))
                        and not _felt_about(adj)):
                    yield K.trait, {"subject": who, "predicate": trait}, resolved
        of_phrases = [verb, *children(verb, "attr")]  # "was of a proud disposition", "a man of a proud ..."
        for pobj in (p for head in of_phrases for p in prep_objects(head, OF | WITH)):
            for trait in _traits(pobj):
                yield K.trait, {"subject": who, "predicate": trait}, resolved

    def _kin_of_the_doer(self, noun: Token, name: Token, who: str) -> dict | None:
        """ "Otto sent Cole, his son, to the inn": a "his" left unread, or read as the one it stands beside,
        who cannot be their own kin, is the subject's of the verb the name hangs on."""
        of = owner(noun, self.index)
        his = any(c.dep_ == "poss" and c.lower_ in ("his", "her") for c in noun.children)
        if not his or of is not None and (of.entity != who or not of.resolved) \
                or name.dep_ not in ("dobj", "pobj", "dative"):
            return None
        doer = person(subject_token(name.head if name.dep_ != "pobj" else name.head.head), self.index)
        return None if doer is None else self._kinship(noun, who, doer)

    def _kinship(self, noun: Token, who: str, of: Mention | None = None) -> dict | None:
        """ "his wife" said of `who`: the relation, the right way round ("her son" makes `who` the child); whose
        kin it is, the noun's owner unless `of` says."""
        word = _kin_word(noun)
        of = of or owner(noun, self.index)
        if word not in EN_KIN or of is None or of.entity == who:
            return None
        return kin_fields(EN_KIN, word, who, of.entity)

    def _looks(self, verb: Token, who: str, resolved: bool, owned: bool) -> Iterator:
        """ "Ada sat by the fire, with plenty of soft brown hair", and where the verb is one of having or being
        (`owned`), what it has or is: "She had ... gray eyes", "a fair man, with curls of flaxen hair"."""
        nouns = prep_objects(verb, WITH)
        if owned:
            nouns += children(verb, "dobj", "attr") + [p for n in children(verb, "attr") for p in prep_objects(n, WITH)]
        # ... the list going on, though the parser hangs its last on the verb ("with blue eyes, and yellow hair")
        nouns += [c for c in children(verb, "conj") if c.pos_ == "NOUN"] if nouns else []
        for noun in nouns + [c for n in nouns for c in n.conjuncts]:
            for predicate, color in _colors(noun):
                yield K.attribute, {"subject": who, "predicate": predicate, "value": color}, resolved

    # -- noun phrases without a verb of their own -----------------------------------

    def _noun_phrases(self, doc: Doc) -> Iterator[Reading]:
        """ "Fifteen-year-old Jo", "Mrs. Joe, with black hair and eyes", "his broken leg"."""
        for token in doc:
            if token.dep_ == "poss":
                yield from self._owned_wound(token)
                yield from self._owned_traits(token)
            mention = self.index.at(token, "c")
            if mention is None or self.in_dialogue(token) or mention.resolved and token.pos_ == "PRON":
                continue
            sentence = self.index.sentence(token)
            if sentence is None:
                continue
            for trait in _traits_beside(token):  # "Emma Woodhouse, handsome, clever, and rich,"
                yield Reading(K.trait, {"subject": mention.entity, "predicate": trait}, sentence, mention.resolved)
            for age in _years_old(token):  # "the fifteen-year-old Kallen"
                yield Reading(K.attribute, {"subject": mention.entity, "predicate": "age", "value": age},
                              sentence, mention.resolved)
            for appos in children(token, "appos"):
                kin = None if _between_names(appos) or _listed_kin(token, appos) else (
                    self._kinship(appos, mention.entity) or self._kin_of_the_doer(appos, token, mention.entity))
                if kin:
                    yield Reading(K.relation, kin, sentence, mention.resolved)
                if (age := _aged_person(appos) or _age_set_off(appos)) is not None:  # "Ada, a girl of seventeen"
                    yield Reading(K.attribute, {"subject": mention.entity, "predicate": "age", "value": age},
                                  sentence, mention.resolved)
            if (kin_noun := _set_beside(token)) is not None and self.index.at(kin_noun, "c") is None:
                if (kin := self._kinship(kin_noun, mention.entity)) is not None:
                    yield Reading(K.relation, kin, sentence, mention.resolved)
            for kind, fields, resolved in self._held_with(token, mention):
                yield Reading(kind, fields, sentence, resolved)
            # "Otto, with a wounded thigh", and "Hands, an elderly seaman with a wounded thigh"
            for noun in (p for head in (token, *children(token, "appos")) for p in prep_objects(head, WITH)):
                for n in [noun, *noun.conjuncts]:
                    for predicate, color in _colors(n):
                        yield Reading(K.attribute, {"subject": mention.entity, "predicate": predicate,
                                                    "value": color}, sentence, mention.resolved)
                if wound := _wound(noun):  # "Otto, with a wounded thigh"
                    yield Reading(K.injury, {"subject": mention.entity, "value": wound}, sentence, mention.resolved)
                for trait in _traits(noun):  # "Beth, with a shy manner"
                    yield Reading(K.trait, {"subject": mention.entity, "predicate": trait}, sentence, mention.resolved)

    def _owned_traits(self, whose: Token) -> Iterator[Reading]:
        """ "beloved for his amiable temper": the owner's disposition, in the narration."""
        owner_mention, sentence = self.index.at(whose, "cg"), self.index.sentence(whose)
        if owner_mention is None or sentence is None or self.in_dialogue(whose):
            return
        for trait in _traits(whose.head):
            yield Reading(K.trait, {"subject": owner_mention.entity, "predicate": trait}, sentence,
                          owner_mention.resolved)

    def _owned_wound(self, whose: Token) -> Iterator[Reading]:
        """ "his broken leg", "Cole's wounded arm", "in spite of his wound", "a gash in her forehead": whoever
        it is hurt, whatever the sentence says of it, unless it says the wound healed."""
        hurt, sentence = self.index.at(whose, "cg"), self.index.sentence(whose)
        noun = whose.head
        if (_part(noun) and noun.dep_ == "pobj" and noun.head.lower_ in IN_PART
                and noun.head.head.lemma_.lower() in WOUND_NOUNS):  # "a deep gash in her forehead"
            noun = noun.head.head
        if (hurt and sentence and not self.in_dialogue(whose) and not _healing(noun)
                and (wound := _wound(noun))):
            yield Reading(K.injury, {"subject": hurt.entity, "value": wound}, sentence, hurt.resolved)


PARTS = EN_PARTS | {"neck": "neck"}


def _a_thing(token: Token) -> bool:
    """Whether a word is a thing handled or gone to, a verb's or preposition's object (not a time, "for a
    moment", nor a part of someone, "wrested it from his hand")."""
    return token.dep_ in ("dobj", "pobj") and token.pos_ == "NOUN" and token.lemma_.lower() not in TIMES \
        and _part(token) is None


def _done_with(thing: Token) -> bool:
    """Whether a thing is the object of a finite verb or of a preposition it governs ("produced a packet"; not
    "to cut a piece of cord", what something is for)."""
    verb = thing.head if thing.dep_ == "dobj" else thing.head.head
    return verb.tag_ in FINITE_TAGS


def _carried_at(thing: Token) -> Token | None:
    """The part of someone a thing is held in or carried at, if its phrase says ("the dirk in his teeth", "the
    bow at his back")."""
    return next((p for p in prep_objects(thing, AT | ON) if p.lower_ in CARRIED_AT), None)


def _unaimed(verb: Token, lemma: str, blows: list[Token]) -> bool:
    """A blow struck with nothing named but the blow and what it is struck with: not "struck a match",
    "struck out for the shore" or "gave him a blow" (him being someone the cast does not name)."""
    dealt = blows if meaning(lemma, BLOW_DEALT) else []
    others = [c for c in verb.children if c.dep_ in ("dobj", "dative", "ccomp", "xcomp") and c not in dealt
              or c.dep_ == "prt" and c.lower_ not in STRUCK_BACK]
    return bool(meaning(lemma, UNAIMED_BLOWS) or dealt) and not others and not _nominal(prep_objects(verb, AIMED))


def _reciprocal(token: Token) -> bool:
    """ "each other", "one another"."""
    return (token.lower_ == "other" and any(c.lower_ == "each" for c in token.children)
            or token.lower_ == "one" and any(c.lower_ == "another" for c in token.children))


def _reflexive(token: Token) -> bool:
    return token.tag_ == "PRP" and token.lower_.endswith(("self", "selves"))


def _nominal(tokens: Iterable[Token]) -> list[Token]:
    return [t for t in tokens if t.pos_ in ("NOUN", "PROPN", "PRON")]


def _part(token: Token) -> str | None:
    part = PARTS.get(token.lower_)
    if part is None:
        return None
    side = next((c.lower_ for c in token.children if c.lower_ in ("left", "right")), None)
    return f"{side} {part}" if side else part


def _a_bequest(verb: Token, lemma: str) -> bool:
    """ "bequeathed", "left … in his will" (not "judged by the will rather than the deed")."""
    return lemma in BEQUEATHED or any(o.lemma_.lower() in WILLS and children(o, "poss") for o in prep_objects(verb, IN))


def _a_look_given(objects: list[Token]) -> bool:
    """ "shot Ada a look", "shot Ada a grin": one given a look, not shot."""
    return any(n.lemma_.lower() in LOOKS for o in objects for n in (o, *children(o, "appos")))


def _hurts_part(lemma: str, part: Token) -> bool:
    """Whether the verb hurts that part, as "crack" does a skull but not a neck."""
    verb = meaning(lemma, BREAK_PART)
    return verb not in ONLY_PARTS or PARTS[part.lower_] in ONLY_PARTS[verb]


def _ones_own_part(part: Token) -> bool:
    """A part named by count with no owner ("broke a rib", "two ribs"): the subject's own, not a thing's ("broke a
    leg off the chair", "an arm of the statue")."""
    counted = PARTS[part.lower_] in COUNTED_PARTS and any(
        c.lower_ in COUNTING for c in children(part, "det", "nummod", "predet"))
    of_a_thing = any(p.lower_ in ("of", "off", "from") for p in (*children(part, "prep"), *children(part.head, "prep")))
    return counted and not of_a_thing


def _black_eye(noun: Token) -> bool:
    """ "a black eye": a bruise, not a colour."""
    return noun.lower_ == "eye" and any(c.lower_ == "a" for c in children(noun, "det")) and any(
        c.lower_ == "black" for c in children(noun, "amod"))


def _wound(noun: Token) -> dict | None:
    """The wound a noun names: "a wounded thigh", "his broken arm" (severe), "a deep gash in his arm"."""
    if noun.tag_ in ("NN", "NNS") and noun.lemma_.lower() in WOUND_NOUNS | PART_WOUNDS:
        where = [_part(p) for p in prep_objects(noun, IN_PART)]
        if children(noun, "prep") and not any(where) or "heart" in where:  # "a wound to his pride"
            return None
        if noun.lemma_.lower() in PART_WOUNDS and not any(where):
            return None
        grave = any(a.lower_ in GRAVE for a in children(noun, "amod"))
        light = "minor" if noun.lemma_.lower() in PART_WOUNDS else "moderate"
        return {"severity": "severe" if grave else light, **({"part": where[0]} if where else {})}
    severities = [WOUNDED[a.lower_] for a in children(noun, "amod") if a.lower_ in WOUNDED]
    part = _part(noun) if severities else None
    return {"severity": max(severities, key=SEVERITIES.index), "part": part} if part else None


def _healing(noun: Token) -> bool:
    """Whether the wound is said to heal: "his wound healed", "recovered from his wound"."""
    verb = noun.head.head if noun.dep_ == "pobj" else noun.head
    return verb.lemma_.lower() in HEAL


def _struck_part(verb: Token) -> str | None:
    """Where a blow landed, said after the one struck: "stabbed Cole in the back" (the first "in" or "on" that
    names a part, which the parser may hang on the one struck: "a bullet struck Boggs in the chest")."""
    landed = prep_objects(verb, IN_PART) + [p for o in children(verb, "dobj") + _agents(verb)
                                            for p in prep_objects(o, IN_PART)]
    return next(filter(None, map(_part, landed)), None)


def _body_part_meant(noun: Token) -> Token:
    """The noun itself, or for "it" the body part named just before it ("striking my head ... and cutting it")."""
    if noun.lower_ != "it":
        return noun
    before = noun.doc[noun.sent.start:noun.i]
    return next((t for t in reversed(before) if _part(t)), noun)


def _only(verb: Token, number: Token) -> bool:
    """ "was but ten": "but" meaning "only", which the parser takes for a conjunction."""
    return number.i == verb.i + 2 and verb.nbor().lower_ == "but" and not list(number.children)


def _aged_person(noun: Token) -> int | None:
    """The age a person is given as "a girl of thirteen", "a man of forty", "a twelve-year-old girl"."""
    if noun.lemma_.lower() not in PERSON_NOUNS:
        return None
    return next((n for of in children(noun, "prep") if of.lower_ == "of" for t in of.subtree
                 if not _part_of_a_number(t) and (n := _number(t)) is not None), None) or next(_years_old(noun), None)


def _dyed_to(verb: Token, lemma: str) -> str | None:
    """The colour someone's hair was dyed ("dyed his hair black", "dyed her hair blonde", where the parser may hang the
    colour as a clause; "bleached her hair" is blonde)."""
    said = [EN_HAIR_COLORS[c.lower_] for c in children(verb, "oprd", "advmod", "acomp", "xcomp", "amod", "advcl")
            if c.lower_ in EN_HAIR_COLORS]
    return said[0] if said else "blonde" if lemma == "bleach" else None


def _age_set_off(noun: Token) -> int | None:
    """A bare number set off by commas after a name, as news writes an age ("Cole, 32, came in")."""
    after = noun.doc[noun.i + 1] if noun.i + 1 < len(noun.doc) else None
    bare = noun.tag_ == "CD" and all(c.dep_ == "punct" for c in noun.children)
    return _number(noun) if bare and after is not None and after.text == "," else None


def _part_of_a_number(token: Token) -> bool:
    """ "thirty" of "thirty-three", which the parser hangs on "three": the number is read from there."""
    return token.dep_ in ("compound", "nummod") and token.head.lower_ in EN_NUMBERS


def _listed_kin(one: Token, appos: Token) -> bool:
    """Whether kin in apposition to one is listed beside them, not said of them: after a kin phrase standing for
    one ("his wife, his little daughter"), or plural beside one alone ("Ada, his children")."""
    return one.lemma_.lower() in EN_KIN or (appos.tag_ == "NNS" and not one.conjuncts)


def _kin_word(noun: Token) -> str | None:
    """The kinship word a noun is: "step-mother" a stepmother; a brother-in-law none."""
    if any(o.lower_ == "law" for p in children(noun, "prep") if p.lower_ == "in" for o in children(p, "pobj")):
        return None
    step = any(c.lower_ == "step" for c in noun.lefts)
    return ("step" if step else "") + noun.lemma_.lower()


def _number(token: Token) -> int | None:
    """A plausible age: a number word or digits from 2 to 110."""
    text = token.lower_
    value = int(text) if text.isdigit() else EN_NUMBERS.get(text)
    if value is None and "-" in text:
        value = sum(EN_NUMBERS.get(w, 0) for w in text.split("-")) or None
    elif value is not None and not text.isdigit():  # "twenty-two" split in three: "twenty" hangs on "two"
        value += sum(EN_NUMBERS[c.lower_] for c in token.lefts if c.dep_ in ("compound", "nummod")
                     and c.lower_ in EN_NUMBERS)
    return value if value is not None and 2 <= value <= 110 else None


def _years_old(noun: Token) -> Iterator[int]:
    """The ages a noun's modifiers give it ("a twelve-year-old girl")."""
    return (age for mod in children(noun, "amod", "compound", "nummod") if (age := _year_old(mod)) is not None)


def _year_old(token: Token) -> int | None:
    """ "fifteen-year-old" as one token or as its pieces."""
    words = [t.lower_ for t in token.subtree if t.lower_ != "-"]
    if len(words) >= 3 and words[-2:] in (["year", "old"], ["years", "old"]):
        return _number_words(words[:-2])
    return None


def _number_words(words: list[str]) -> int | None:
    total = sum(EN_NUMBERS.get(w, 0) for w in words)
    return total if 2 <= total <= 110 and all(w in EN_NUMBERS for w in words) else None


def _negated(word: Token) -> bool:
    """ "no coward", "thirty, not proud": what the word names, the one spoken of is not."""
    return any(d.lower_ == "no" for d in children(word, "det")) or bool(children(word, "neg"))


def _described(noun: Token) -> list[Token]:
    """The adjectives of a person one is said to be ("a brave and honest fellow", "an engineer--a haughty
    man"), unless denied ("no brave man")."""
    if noun.dep_ != "attr":
        return []
    people = [n for n in (noun, *children(noun, "appos")) if n.lemma_.lower() in PERSON_NOUNS and not _negated(n)]
    return [a for n in people for m in children(n, "amod") for a in (m, *m.conjuncts)]


def _set_beside(name: Token) -> Token | None:
    """The noun a name is set beside ("Kallen's son, Otto"), as each of a list is beside a plural ("Kallen's
    two sons, Otto and Cole")."""
    if name.dep_ == "appos":  # ... but one kin is not a list ("her father--Mr. Weston and his son")
        return None if name.head.tag_ != "NNS" and _heads_a_list(name) or _between_names(name.head) else name.head
    if name.dep_ == "conj" and name.head.dep_ == "appos" and name.head.head.tag_ == "NNS":
        return name.head.head
    return None


def _between_names(noun: Token) -> bool:
    """Whether a noun set off by commas stands between two names, one more of a list ("Mr. Weston, his son,
    Emma, and Harriet"), not either name's apposition (as between one name said twice: "John Osborne, his old
    friend--John Osborne, whom…")."""
    return noun.dep_ == "appos" and noun.head.pos_ == "PROPN" and any(
        a.pos_ == "PROPN" and a.lower_ != noun.head.lower_ for a in children(noun, "appos"))


def _heads_a_list(name: Token) -> bool:
    """Whether a name opens a list with no comma after it ("Mr. Weston and his son"), not one set off by
    commas before the list goes on ("his brother, Cole, and Ada")."""
    return any("," not in (t.text for t in name.doc[name.i + 1:other.i]) for other in children(name, "conj"))


def _felt_about(adjective: Token) -> bool:
    """Whether an adjective tells a feeling about something, not a trait: "proud of her son", "sensible of his
    kindness", "sensible that he had gone"."""
    return any(p.lower_ == "of" for p in children(adjective, "prep")) or bool(children(adjective, "ccomp"))


def _traits(noun: Token) -> list[str]:
    """The traits a disposition states: "a proud and unbending disposition", "a shy manner" ("his kind
    temper", the adjective parsed as a compound)."""
    if noun.lower_ not in TRAIT_NOUNS:
        return []
    return _trait_words(children(noun, "amod", "compound"))


def _trait_words(adjectives: Iterable[Token]) -> list[str]:
    """The traits some adjectives, and those joined to each, name."""
    return [trait for a in adjectives for x in (a, *a.conjuncts) if (trait := EN_TRAITS.get(x.lower_)) is not None]


def _traits_beside(name: Token) -> list[str]:
    """The traits adjectives set after a name between commas give ("Emma, handsome, clever, and rich,"), or
    those of a person it is said to be ("Ada, a kind girl,"; not "a kind of nurse"), or one set before it as an
    epithet ("the gentle Mrs. Shaw")."""
    beside = [a for a in children(name, "amod", "conj") if a.pos_ == "ADJ" and (a.i > name.i or _epithet(a))]
    described = [a for appos in children(name, "appos") if appos.lower_ in PERSON_NOUNS
                 for a in children(appos, "amod", "compound")]
    return _trait_words(beside + described)


def _epithet(adjective: Token) -> bool:
    """Whether an adjective before a name is said of them ("honest Dobbin"): not a title ("the Honourable Miss
    Carteret", "the honourable Baronet"), nor "in vain" the parser hangs on the name after it, nor one denied
    ("no gentle Ariel") or a letter's closing ("your faithful Jo")."""
    return adjective.dep_ == "amod" and adjective.lower_ not in TITLE_WORDS \
        and (adjective.i == 0 or adjective.nbor(-1).lower_ != "in") \
        and not any(c.lower_ in ("no", "your") for c in children(adjective.head, "det", "poss"))


def _colors(noun: Token) -> Iterator[tuple[str, str]]:
    """The colours a noun phrase gives one's eyes or hair ("gray eyes", "curls of flaxen hair")."""
    if (color := _eye_color(noun)) is not None:
        yield "eye_color", color
    if (color := _hair_color(noun)) is not None:
        yield "hair_color", color


def _hair_color(noun: Token) -> str | None:
    """ "flaxen hair", and hair some of which is meant ("curls of flaxen hair", "plenty of soft brown hair")."""
    return next((EN_HAIR_COLORS[c.lower_] for hair in (noun, *prep_objects(noun, OF)) if hair.lower_ in HAIR
                 for c in hair.children if c.dep_ in ("amod", "compound") and c.lower_ in EN_HAIR_COLORS), None)


def _eye_color(noun: Token) -> str | None:
    if noun.lower_ not in ("eyes", "eye") or _black_eye(noun):
        return None
    looks = [EN_EYE_LOOKS[c.lower_] for c in noun.children if c.dep_ == "amod" and c.lower_ in EN_EYE_LOOKS]
    if looks:  # a hue before a shade ("dark blue eyes")
        return min(looks, key=lambda look: look in EN_EYE_SHADES)
    for pobj in prep_objects(noun, OF):  # "eyes of such a very undecided blue"
        if pobj.lower_ in EN_COLORS:
            return EN_COLORS[pobj.lower_]
    if noun.dep_ == "conj":  # "black hair and eyes"
        return next((EN_COLORS[c.lower_] for c in noun.head.children if c.dep_ == "amod" and c.lower_ in EN_COLORS), None)
    return None

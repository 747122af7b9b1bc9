from graph.model import Evidence, Fact, FactKind, StoryTime
from graph.temporal import close_slot, slot_of


def at(ch: int, sc: int = 1) -> StoryTime:
    return StoryTime(chapter=ch, scene=sc)


def fact(kind: FactKind, when: StoryTime, **fields) -> Fact:
    return Fact(kind=kind, valid_from=when, evidence=Evidence(chapter=when.chapter, scene=when.scene, quote="q"),
                **fields)


def test_possession_closes_at_the_next_event_for_the_item():
    took = fact(FactKind.possession, at(1), subject="ada", predicate="acquires", object="key")
    used = fact(FactKind.possession, at(2), subject="ada", predicate="uses", object="key")
    lost = fact(FactKind.possession, at(3), subject="ada", predicate="loses", object="key")
    assert slot_of(took) == slot_of(lost) == "possession|key"
    ends = close_slot([lost, took, used])
    assert ends[took.id] == at(3) and ends[used.id] == at(2, 2) and ends[lost.id] is None


def test_injury_heals_only_with_a_matching_recovery():
    arm = fact(FactKind.injury, at(2), subject="otto", value={"part": "left arm", "severity": "severe"})
    leg = fact(FactKind.injury, at(2), subject="otto", value={"part": "leg", "severity": "minor"})
    healed = fact(FactKind.recovery, at(4), subject="otto", value={"part": "left arm"})
    ends = close_slot([arm, leg, healed])
    assert ends[arm.id] == at(4) and ends[leg.id] is None and ends[healed.id] == at(4, 2)


def test_thread_plant_closes_at_payoff():
    plant = fact(FactKind.foreshadow, at(1), predicate="plant", object="chest")
    payoff = fact(FactKind.foreshadow, at(5), predicate="payoff", object="chest")
    assert close_slot([plant, payoff])[plant.id] == at(5)


def test_kinship_and_death_never_close():
    assert slot_of(fact(FactKind.relation, at(1), subject="a", predicate="parent_of", object="b")) is None
    assert slot_of(fact(FactKind.death, at(1), subject="a")) is None


def test_relation_states_replace_each_other_within_a_family():
    ally = fact(FactKind.relation, at(1), subject="a", predicate="ally_of", object="b")
    enemy = fact(FactKind.relation, at(3), subject="a", predicate="enemy_of", object="b")
    assert slot_of(ally) == slot_of(enemy)
    assert close_slot([ally, enemy])[ally.id] == at(3)


def test_declared_end_is_kept_when_sooner():
    took = fact(FactKind.possession, at(1), subject="ada", predicate="acquires", object="key")
    assert close_slot([took], {took.id: at(2)})[took.id] == at(2)


def test_a_wedding_ends_the_betrothal_it_keeps():
    promised = fact(FactKind.relation, at(1), subject="a", predicate="betrothed_to", object="b")
    wed = fact(FactKind.relation, at(9), subject="a", predicate="spouse_of", object="b")
    assert close_slot([promised, wed])[promised.id] == at(9)

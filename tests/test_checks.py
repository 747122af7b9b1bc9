"""The conflict checker: every conflict kind on the demo drafts, waivers, retcons, and the
state rules on hand-made facts."""

import pytest

from graph.cast import Cast
from graph.checks import find_conflicts
from graph.model import EntityKind, Evidence, Fact, FactKind, Level, Severity, StoryTime
from tests.conftest import DEMO

ALL_KINDS = {"dead_character_acts", "item_not_held", "injury_ignored", "kinship_contradiction", "location_clash",
             "attribute_contradiction", "relation_contradiction", "thread_payoff_without_plant", "rule_violation"}


def test_english_draft_has_every_conflict_kind(ferry):
    report = ferry.json("check", "ferry", str(DEMO / "en" / "draft-09.txt"), code=1)
    assert report["chapter"] == 9 and report["facts_extracted"] > 0
    assert {c["kind"] for c in report["conflicts"]} == ALL_KINDS
    dead = next(c for c in report["conflicts"] if c["kind"] == "dead_character_acts")
    assert dead["severity"] == "error" and dead["entities"] == ["cole-marsh"]
    assert dead["draft_evidence"]["quote"].startswith("Cole Marsh poled the ferry")
    assert dead["prior_evidence"][0]["chapter"] == 3 and "killed Cole Marsh" in dead["prior_evidence"][0]["quote"]


def test_chinese_draft_conflicts(qingfeng):
    report = qingfeng.json("check", "qingfeng", str(DEMO / "zh" / "draft-07.txt"), code=1)
    assert {c["kind"] for c in report["conflicts"]} == ALL_KINDS - {"rule_violation"}
    dead = next(c for c in report["conflicts"] if c["kind"] == "dead_character_acts")
    assert dead["entities"] == ["lin-yuan"] and dead["draft_evidence"]["quote"].startswith("林远提着灯笼")


def test_draft_offsets_point_into_the_draft(ferry):
    text = (DEMO / "en" / "draft-09.txt").read_text(encoding="utf-8")
    report = ferry.json("check", "ferry", str(DEMO / "en" / "draft-09.txt"), code=1)
    body = text.split("\n", 1)[1].strip()  # the heading is not part of the scene text
    for c in report["conflicts"]:
        e = c["draft_evidence"]
        assert e["quote"] in body and e["end"] - e["start"] == len(e["quote"])


def test_checking_stores_nothing_and_ids_are_stable(ferry, embedded_lore):
    before = embedded_lore.summary("ferry")
    first = ferry.json("check", "ferry", str(DEMO / "en" / "draft-09.txt"), code=1)
    second = ferry.json("check", "ferry", str(DEMO / "en" / "draft-09.txt"), code=1)
    assert [c["id"] for c in first["conflicts"]] == [c["id"] for c in second["conflicts"]]
    after = embedded_lore.summary("ferry")
    assert (after.facts, after.scenes, after.chapters) == (before.facts, before.scenes, before.chapters)


def test_an_unmodified_chapter_has_no_errors(cli):
    cli("init", "ferry", "--bible", str(DEMO / "en" / "bible.yaml"))
    chapters = sorted((DEMO / "en").glob("0*.txt"))
    cli("ingest", "ferry", *map(str, chapters[:-1]))
    report = cli.json("check", "ferry", str(chapters[-1]))
    assert report["chapter"] == 8
    assert not [c for c in report["conflicts"] if c["severity"] == "error"]


def test_waived_conflict_is_reported_but_never_an_error(cli, tmp_path):
    cli("init", "ferry", "--bible", str(DEMO / "en" / "bible.yaml"))
    cli("ingest", "ferry", *sorted(str(p) for p in (DEMO / "en").glob("0[1-3]*.txt")))
    draft = tmp_path / "draft.txt"
    draft.write_text("Chapter 4\n\nCole Marsh poled the ferry across the river.\n", encoding="utf-8")
    (conflict,) = cli.json("check", "ferry", str(draft), code=1)["conflicts"]
    assert conflict["severity"] == "error"
    cli("check", "ferry", str(draft), code=1)
    waiver = cli.json("waive", "ferry", conflict["id"], "--reason", "Cole's ghost, on purpose")
    assert waiver["conflict_id"] == conflict["id"]
    (again,) = cli.json("check", "ferry", str(draft))["conflicts"]
    assert again["waived"] is True and again["severity"] != "error" and again["id"] == conflict["id"]
    cli("check", "ferry", str(draft), code=0)


def test_waiving_needs_a_reported_conflict(ferry):
    assert "not a conflict id" in ferry("waive", "ferry", "nonsense", "--reason", "x", code=2).stderr
    assert "no recent check" in ferry("waive", "ferry", "c-0123456789abcdef", "--reason", "x", code=2).stderr


def test_a_retcon_changes_what_a_draft_is_checked_against(cli, tmp_path):
    cli("init", "ferry", "--bible", str(DEMO / "en" / "bible.yaml"))
    cli("ingest", "ferry", *sorted(str(p) for p in (DEMO / "en").glob("0[1-3]*.txt")))
    draft = tmp_path / "draft.txt"
    draft.write_text("Chapter 4\n\nCole Marsh poled the ferry across the river.\n", encoding="utf-8")
    assert cli.json("check", "ferry", str(draft), code=1)["conflicts"]
    chapter3 = (DEMO / "en" / "03-the-drowning.txt").read_text(encoding="utf-8")
    edited = tmp_path / "03.txt"
    edited.write_text(chapter3.replace("Silas Crane killed Cole Marsh", "Silas Crane struck at Cole Marsh")
                      .replace("where my father had died", "where my father had fallen"), encoding="utf-8")
    cli("ingest", "ferry", str(edited))
    assert not cli.json("check", "ferry", str(draft))["conflicts"]


def a_story(cli, tmp_path, project: str, bible: str, first_chapter: str) -> None:
    """A project made from a bible, with its first chapter stored."""
    (tmp_path / "bible.yaml").write_text(bible, encoding="utf-8")
    cli("init", project, "--bible", str(tmp_path / "bible.yaml"))
    (tmp_path / "story.txt").write_text(first_chapter, encoding="utf-8")
    cli("ingest", project, str(tmp_path / "story.txt"))


def a_draft(tmp_path, text: str, name: str = "draft.txt") -> str:
    (tmp_path / name).write_text(text, encoding="utf-8")
    return str(tmp_path / name)


ZH_RIVALS = "lang: zh\ncharacters: [{name: 林枫}, {name: 赵无极}]\n"


def test_an_item_no_bible_declares_is_checked_once_discovered(cli, tmp_path):
    a_story(cli, tmp_path, "well", "lang: en\n",
            "Chapter 1\n\nMartha Reed found the silver key in the well. Martha Reed put the silver key in her "
            "pocket.\n\nChapter 2\n\nOn the bridge, Martha Reed lost the silver key in the river.\n")
    draft = a_draft(tmp_path, "Chapter 3\n\nMartha Reed unlocked the cellar door with the silver key.\n")
    (conflict,) = cli.json("check", "well", draft, code=1)["conflicts"]
    assert conflict["kind"] == "item_not_held" and "silver key" in conflict["message"]


def test_a_world_rule_that_lets_the_dead_return_makes_it_info(cli, tmp_path):
    bible = "characters: [{name: Ada}, {name: Cole}]\nrules: [Ghosts walk among the living.]\n"
    a_story(cli, tmp_path, "ghosts", bible, "Chapter 1\n\nAda killed Cole.\n")
    (conflict,) = cli.json("check", "ghosts", a_draft(tmp_path, "Cole walked into the kitchen.\n"))["conflicts"]
    assert conflict["kind"] == "dead_character_acts" and conflict["severity"] == "info"


@pytest.mark.parametrize("death, severity", [
    ("林枫亲手了结了赵无极的性命。", "error"),
    ("赵无极陨落了。", "error"),
    ("赵无极惨叫一声，化作一团血雾。", "warning"),  # the dying clause leaves its subject out: a guess
])
def test_a_web_novel_death_makes_the_dead_speaking_again_a_conflict(cli, tmp_path, death, severity):
    a_story(cli, tmp_path, "xian", ZH_RIVALS, f"第一章 决战\n\n林枫与赵无极在山巅大战三百回合。{death}\n")
    draft = a_draft(tmp_path, "第二章 归来\n\n赵无极冷笑道：“你以为我死了？”\n")
    conflicts = cli.json("check", "xian", draft, code=1 if severity == "error" else 0)["conflicts"]
    assert [(c["kind"], c["severity"]) for c in conflicts] == [("dead_character_acts", severity)]


@pytest.mark.parametrize("lang, death, draft, severity", [
    ("en", "Ada waited. Cole died in the fire.", "Cole walked into the kitchen.", "error"),
    ("en", "Ada waited. Perhaps Cole died in the fire.", "Cole walked into the kitchen.", "warning"),
    ("en", "Ada waited. Cole was dead, I think.", "Cole walked into the kitchen.", "warning"),
    ("zh", "林枫等着。赵无极也许已经死了。", "赵无极走进大殿。", "warning"),
])
def test_a_hedged_death_makes_the_dead_acting_again_only_a_warning(cli, tmp_path, lang, death, draft, severity):
    bible = ZH_RIVALS if lang == "zh" else "characters: [{name: Ada}, {name: Cole}]\n"
    a_story(cli, tmp_path, "hedged", bible, f"Chapter 1\n\n{death}\n")
    conflicts = cli.json("check", "hedged", a_draft(tmp_path, f"Chapter 2\n\n{draft}\n"),
                         code=1 if severity == "error" else 0)["conflicts"]
    assert [(c["kind"], c["severity"]) for c in conflicts] == [("dead_character_acts", severity)]


@pytest.mark.parametrize("draft, severity", [
    ("林枫回到云州，赵无极走了进来。", "error"),
    ("林枫回到云州，忽见赵无极走了进来。", "warning"),  # only seen: a ghost, a vision, or the slip it would be
])
def test_a_dead_man_only_seen_again_warns(cli, tmp_path, draft, severity):
    a_story(cli, tmp_path, "ghost", ZH_RIVALS + "places: [{name: 云州}]\n", "第一章 决战\n\n林枫斩了赵无极。\n")
    chapter = a_draft(tmp_path, f"第二章 归来\n\n{draft}\n")
    conflicts = cli.json("check", "ghost", chapter, code=1 if severity == "error" else 0)["conflicts"]
    assert [(c["kind"], c["severity"]) for c in conflicts] == [("dead_character_acts", severity)]


def test_a_guessed_death_warns_until_the_story_shows_them_alive(cli, tmp_path):
    a_story(cli, tmp_path, "guess", ZH_RIVALS, "第一章 传闻\n\n林枫问道：“赵无极死了吗？”\n")
    for number, title, expected in [(2, "归来", ["warning"]), (3, "再见", [])]:
        chapter = a_draft(tmp_path, f"第{'一二三'[number - 1]}章 {title}\n\n赵无极走进大殿。\n", f"{number}.txt")
        assert [c["severity"] for c in cli.json("check", "guess", chapter)["conflicts"]] == expected
        cli("ingest", "guess", chapter)
    alive = {s["chapter"]: s["alive"] for s in cli.json("timeline", "guess", "赵无极")["states"]}
    assert alive == {1: False, 2: True, 3: True}  # the timeline judges the guess as the checks do


def test_a_sure_death_the_story_has_outlived_only_warns_after(cli, tmp_path):
    a_story(cli, tmp_path, "namesake", ZH_RIVALS, "第一章 决战\n\n林枫斩了赵无极。\n")
    for number, title, expected in [(2, "归来", ["error"]), (3, "再见", ["warning"])]:
        chapter = a_draft(tmp_path, f"第{'一二三'[number - 1]}章 {title}\n\n赵无极走进大殿。\n", f"{number}.txt")
        report = cli.json("check", "namesake", chapter, code=1 if expected == ["error"] else 0)
        assert [c["severity"] for c in report["conflicts"]] == expected
        cli("ingest", "namesake", chapter)
    assert "acted again in chapter 2" in report["conflicts"][0]["message"]


def test_bad_drafts_exit_2(ferry, tmp_path):
    empty = tmp_path / "empty.txt"
    empty.write_text("   \n", encoding="utf-8")
    assert "empty" in ferry("check", "ferry", str(empty), code=2).stderr
    empty.write_text("Chapter 9\n", encoding="utf-8")
    assert "no prose" in ferry("check", "ferry", str(empty), "--chapter", "9", code=2).stderr
    assert "no project" in ferry("check", "nobody", str(DEMO / "en" / "draft-09.txt"), code=2).stderr
    assert ferry("check", "ferry", str(tmp_path / "missing.txt"), code=2).stderr


# -- the state rules on hand-made facts -----------------------------------------------

def people(*names: str) -> Cast:
    cast = Cast()
    for name in names:
        cast.new(name, EntityKind.character)
    return cast


def fact(kind: FactKind, chapter: int, subject: str, predicate: str | None = None, obj: str | None = None,
         value=None, level: Level = Level.scene, start: int = 0) -> Fact:
    return Fact(kind=kind, subject=subject, predicate=predicate, object=obj, value=value, level=level,
                valid_from=StoryTime(chapter=chapter), confidence=0.8,
                evidence=Evidence(chapter=chapter, scene=1, quote=f"{subject} {predicate} {obj}", start=start))


def kinds(history, draft, cast) -> list[str]:
    return [c.kind.value for c in find_conflicts(history, draft, cast, "en")]


def test_parenthood_cycles_and_sibling_parents():
    cast = people("A", "B", "C")
    history = [fact(FactKind.relation, 1, "a", "parent_of", "b", level=Level.premise),
               fact(FactKind.relation, 1, "b", "parent_of", "c", level=Level.premise)]
    assert kinds(history, [fact(FactKind.relation, 2, "c", "parent_of", "a")], cast) == ["kinship_contradiction"]
    assert kinds(history, [fact(FactKind.relation, 2, "a", "sibling_of", "b")], cast) == ["kinship_contradiction"]


def test_a_bond_told_many_times_is_one_conflict_citing_each_telling():
    cast = people("A", "B")
    history = [fact(FactKind.relation, chapter, "a", "sibling_of", "b", value={"role": "brother"}, start=chapter)
               for chapter in (1, 2, 3)]
    (conflict,) = find_conflicts(history, [fact(FactKind.relation, 4, "a", "parent_of", "b")], cast, "en")
    assert conflict.kind.value == "kinship_contradiction"
    assert [e.chapter for e in conflict.prior_evidence] == [1, 2, 3]


def test_a_bond_the_story_holds_told_again_raises_nothing_its_first_telling_did_not():
    cast = people("A", "B", "Kid")
    history = [fact(FactKind.relation, 1, "a", "sibling_of", "kid", level=Level.premise),
               fact(FactKind.relation, 2, "a", "parent_of", "kid", value={"role": "father"}),
               fact(FactKind.relation, 2, "b", "parent_of", "kid", value={"role": "father"})]
    again = fact(FactKind.relation, 3, "a", "parent_of", "kid", value={"role": "father"}, start=7)
    assert kinds(history, [again], cast) == []
    assert kinds(history[:1], [again], cast) == ["kinship_contradiction"]  # its first telling


def test_two_mothers_by_pronouns_and_a_parent_younger_than_the_child():
    cast = people("A", "B", "Kid")
    cast.by_id["a"].details["pronouns"] = {"f": 9, "m": 1}
    history = [fact(FactKind.relation, 1, "a", "parent_of", "kid", level=Level.premise),
               fact(FactKind.attribute, 1, "kid", "age", value=30)]
    mother = fact(FactKind.relation, 2, "b", "parent_of", "kid", value={"role": "mother"})
    assert kinds(history, [mother], cast) == ["kinship_contradiction"]
    young = [fact(FactKind.attribute, 2, "b", "age", value=20, start=0),
             fact(FactKind.relation, 2, "b", "parent_of", "kid", value={"role": "father"}, start=5)]
    assert kinds(history[1:], young, cast) == ["kinship_contradiction"]


@pytest.mark.parametrize("role", ["stepfather", "foster father", "foster parent"])  # "b adopted the kid"
def test_a_stepfather_is_no_second_father(role):
    cast = people("A", "B", "Kid")
    history = [fact(FactKind.relation, 1, "a", "parent_of", "kid", value={"role": "father"}, level=Level.premise)]
    stepfather = fact(FactKind.relation, 2, "b", "parent_of", "kid", value={"role": role})
    assert kinds(history, [stepfather], cast) == []
    father = fact(FactKind.relation, 3, "b", "parent_of", "kid", value={"role": "father"})
    assert kinds(history + [stepfather], [father], cast) == ["kinship_contradiction"]


def test_a_shade_of_eyes_allows_the_hues_it_covers():
    cast = people("A")
    history = [fact(FactKind.attribute, 1, "a", "eye_color", value="dark", level=Level.premise)]
    assert kinds(history, [fact(FactKind.attribute, 2, "a", "eye_color", value="brown")], cast) == []
    assert kinds(history, [fact(FactKind.attribute, 2, "a", "eye_color", value="blue")], cast) \
        == ["attribute_contradiction"]


def test_age_going_backwards_and_fast_healing():
    cast = people("A")
    history = [fact(FactKind.attribute, 1, "a", "age", value=30, level=Level.chapter),
               fact(FactKind.injury, 3, "a", value={"part": "left leg", "severity": "severe"}, level=Level.arc)]
    assert kinds(history, [fact(FactKind.attribute, 2, "a", "age", value=25)], cast) == ["attribute_contradiction"]
    assert kinds(history, [fact(FactKind.attribute, 9, "a", "age", value=31)], cast) == []
    healed = find_conflicts(history, [fact(FactKind.recovery, 4, "a", value={"part": "left leg"})], cast, "en")
    assert [(c.kind.value, c.severity.value) for c in healed] == [("injury_ignored", "warning")]
    running = fact(FactKind.presence, 5, "a", "acts", value={"uses": "leg"})
    assert kinds(history, [running], cast) == ["injury_ignored"]


def test_a_wound_told_twice_is_one_slip_when_the_limb_is_used():
    cast = people("A")
    history = [fact(FactKind.injury, 1, "a", value={"part": "left leg", "severity": "severe"}, level=Level.arc),
               fact(FactKind.injury, 2, "a", value={"part": "leg", "severity": "moderate"})]
    running = fact(FactKind.presence, 3, "a", "acts", value={"uses": "leg"})
    (conflict,) = find_conflicts(history, [running], cast, "en")
    assert "left leg" in conflict.message and conflict.severity == Severity.error


@pytest.mark.parametrize("predicate, expected", [("uses", ["item_not_held"]), ("acquires", ["item_not_held"])])
def test_a_destroyed_item_stays_destroyed(predicate, expected):
    cast = people("A")
    cast.new("sword", EntityKind.item)
    history = [fact(FactKind.possession, 1, "a", "acquires", "sword"),
               fact(FactKind.possession, 2, "a", "destroyed", "sword", level=Level.chapter)]
    assert kinds(history, [fact(FactKind.possession, 3, "a", predicate, "sword")], cast) == expected


@pytest.mark.parametrize("guessed", ["history", "draft", None])
def test_a_guessed_holder_on_either_side_says_nothing_of_an_item_passing(guessed):
    cast = people("A", "B")
    cast.new("sword", EntityKind.item)
    held = fact(FactKind.possession, 1, "a", "uses", "sword")
    used = fact(FactKind.possession, 2, "b", "uses", "sword")
    if guessed == "history":
        held = held.model_copy(update={"confidence": 0.5})
    elif guessed == "draft":
        used = used.model_copy(update={"confidence": 0.5})
    assert kinds([held], [used], cast) == ([] if guessed else ["item_not_held"])


def test_a_low_confidence_extraction_only_warns():
    cast = people("A", "B")
    death = fact(FactKind.death, 1, "a", level=Level.premise)
    acts = fact(FactKind.presence, 2, "a", "acts").model_copy(update={"confidence": 0.4})
    (conflict,) = find_conflicts([death], [acts], cast, "en")
    assert conflict.severity.value == "warning"


def test_a_guessed_death_the_story_has_since_shown_wrong_warns_no_more():
    cast = people("A")
    guess = fact(FactKind.death, 1, "a", level=Level.premise).model_copy(update={"confidence": 0.5})
    acts, again = fact(FactKind.presence, 2, "a", "acts"), fact(FactKind.presence, 3, "a", "acts")
    assert kinds([guess], [acts], cast) == ["dead_character_acts"]  # once, as a warning
    assert kinds([guess, acts], [again], cast) == []
    seen = acts.model_copy(update={"value": {"seen": True}})
    assert kinds([guess, seen], [again], cast) == ["dead_character_acts"]  # a ghost proves nothing
    sure = fact(FactKind.death, 1, "a", level=Level.premise)
    assert kinds([sure, acts], [again], cast) == ["dead_character_acts"]  # a death told outright stands
    told_later = sure.model_copy(update={"valid_from": StoryTime(chapter=2), "id": "later"})
    (conflict,) = find_conflicts([guess, told_later], [fact(FactKind.presence, 3, "a", "acts")], cast, "en")
    assert conflict.severity.value == "error"  # the sure death, told after the guess, is the one that stands


def test_a_sure_death_the_story_has_since_shown_wrong_only_warns():
    cast = people("A")
    death, acts = fact(FactKind.death, 1, "a", level=Level.premise), fact(FactKind.presence, 2, "a", "acts")
    (first,) = find_conflicts([death], [acts], cast, "en")
    assert first.severity.value == "error"
    (again,) = find_conflicts([death, acts], [fact(FactKind.presence, 3, "a", "acts")], cast, "en")
    assert again.severity.value == "warning" and "acted again in chapter 2" in again.message
    assert [p.fact_id for p in again.prior_evidence] == [death.id, acts.id]
    retold = fact(FactKind.death, 2, "b", value={"by": "a"}).model_copy(update={"id": "retold"})
    history = [death, fact(FactKind.death, 1, "b"), retold]
    (told_again,) = find_conflicts(history, [fact(FactKind.presence, 3, "a", "acts")], people("A", "B"), "en")
    assert told_again.severity.value == "error"  # a killing of his told again is no deed of his
    told = death.model_copy(update={"extractor": "bible", "id": "bible"})  # the writer's own word stands
    (still,) = find_conflicts([told, acts], [fact(FactKind.presence, 3, "a", "acts")], cast, "en")
    assert still.severity.value == "error"


def test_odd_values_from_a_bible_do_not_break_the_checks():
    cast = people("A", "Kid")
    history = [fact(FactKind.attribute, 1, "a", "age", value="forty"),
               fact(FactKind.attribute, 1, "kid", "age", value=12),
               fact(FactKind.injury, 1, "a", value={"part": 7, "severity": "severe"})]
    draft = [fact(FactKind.relation, 2, "a", "parent_of", "kid"),
             fact(FactKind.presence, 2, "a", "acts", value={"uses": ""}),
             fact(FactKind.attribute, 2, "a", "age", value="old")]
    assert find_conflicts(history, draft, cast, "en") == []


def test_one_who_acts_in_the_sentence_telling_their_death_acts_before_it():
    cast = people("A")
    dies = fact(FactKind.death, 2, "a", level=Level.premise, start=7)
    acts = fact(FactKind.presence, 2, "a", "acts", start=7)
    for order in ([dies, acts], [acts, dies]):
        assert kinds([], order, cast) == []
    assert kinds([dies], [fact(FactKind.presence, 3, "a", "acts", start=7)], cast) == ["dead_character_acts"]


def test_two_places_far_apart_in_one_long_scene_only_warn():
    cast = people("A")
    for place in ("north", "south"):
        cast.new(place, EntityKind.place)
    north = fact(FactKind.location, 2, "a", "at", "north", level=Level.scene, start=0)
    near, far = (fact(FactKind.location, 2, "a", "at", "south", level=Level.scene, start=s) for s in (80, 5000))
    assert [c.severity.value for c in find_conflicts([], [north, near], cast, "en")] == ["error"]
    assert [c.severity.value for c in find_conflicts([], [north, far], cast, "en")] == ["warning"]


def test_where_one_comes_from_is_no_place_one_is_but_two_birthplaces_or_homes_warn():
    cast = people("A")
    for place in ("north", "south", "east"):
        cast.new(place, EntityKind.place)
    born = fact(FactKind.location, 1, "a", "from", "north", value={"born": True}, level=Level.premise)
    home = fact(FactKind.location, 1, "a", "from", "east", level=Level.premise, start=9)
    here = fact(FactKind.location, 2, "a", "at", "south", start=5)  # told beside where one comes from
    assert find_conflicts([born], [fact(FactKind.location, 2, "a", "from", "east"), here], cast, "en") == []
    (clash,) = find_conflicts([born, home], [fact(FactKind.location, 3, "a", "from", "south", value={"born": True})],
                              cast, "en")
    assert (clash.kind.value, clash.severity.value) == ("attribute_contradiction", "warning")
    assert clash.message == "A was born in south in chapter 3 but in north in chapter 1."
    assert [c.message for c in find_conflicts([home], [fact(FactKind.location, 3, "a", "from", "south")], cast, "en")
            ] == ["A comes from south in chapter 3 but from east in chapter 1."]
    grew_up = fact(FactKind.location, 3, "a", "from", "south", value={"raised": True})  # one may grow up anywhere
    assert find_conflicts([born, home], [grew_up], cast, "en") == []


@pytest.mark.parametrize("inner, outer, clash", [
    ("上邽城", "上邽", False), ("渭北寨", "渭北", False), ("London Bridge", "London", False),
    ("Harrowgate", "Harrow", True), ("上方谷", "祁山", True)])
def test_a_place_named_from_another_is_in_it(inner, outer, clash):
    cast = people("A")
    for place in (inner, outer):
        cast.new(place, EntityKind.place)
    told = [fact(FactKind.location, 2, "a", "at", cast.find(place), level=Level.scene, start=s)
            for place, s in ((outer, 0), (inner, 80))]
    assert bool(find_conflicts([], told, cast, "en")) is clash


def test_a_death_told_under_one_name_is_checked_under_another_the_introduction_gave(cli, tmp_path):
    """No bible: the introduction (`姓沈，名舟，字渡之`) and a title after the surname (`沈公`) make one man of
    every name the story calls him, so a death told of 沈公 holds when 渡之 acts again."""
    a_story(cli, tmp_path, "river", "lang: zh\n",
            "第一回 渡口\n\n那人姓沈，名舟，字渡之，江州人氏。沈舟与韩青在渡口饮酒。\n\n"
            "第二回 夜战\n\n沈舟提刀出门，韩青随后。沈公大喝一声，杀入敌阵。沈公连斩三将。沈公身中数箭。"
            "韩青大哭。沈公力战而死。\n")
    draft = a_draft(tmp_path, "第三回 重逢\n\n渡之提刀上马，杀入阵中。\n")
    report = cli.json("check", "river", draft, code=1)
    dead = next(c for c in report["conflicts"] if c["kind"] == "dead_character_acts")
    assert dead["entities"] == ["shen-zhou"] and dead["prior_evidence"][0]["chapter"] == 2
    facts = cli.json("facts", "river", "--entity", "渡之")
    assert {"渡之", "沈渡之", "沈公"} <= set(facts["entities"]["shen-zhou"]["aliases"])


def test_a_death_told_again_does_not_make_its_dead_killer_act():
    cast = people("A", "B", "C")
    b_dies = fact(FactKind.death, 1, "b", value={"by": "a"}, level=Level.premise)
    a_dies = fact(FactKind.death, 2, "a", level=Level.premise)
    retold = fact(FactKind.death, 5, "b", value={"by": "a"}, level=Level.premise)  # `后B为A所斩` in a life told
    assert kinds([b_dies, a_dies], [retold], cast) == []
    assert kinds([a_dies], [fact(FactKind.death, 5, "c", value={"by": "a"})], cast) == ["dead_character_acts"]
    # ... nor does the killer's deed in that sentence (`为黄忠所斩`: 黄忠 acts in it), though one elsewhere does
    acting = fact(FactKind.presence, 5, "a", "acts", start=0)
    assert kinds([b_dies, a_dies], [retold, acting], cast) == []
    assert kinds([b_dies, a_dies], [retold, fact(FactKind.presence, 5, "a", "acts", start=40)], cast) == [
        "dead_character_acts"]


@pytest.mark.parametrize("value, note", [({"vision": True}, "dreams or ghosts"), ({"earlier": True}, "past perfect")])
def test_a_dead_man_in_a_dream_or_in_the_past_perfect_only_warns(value, note):
    cast = people("A")
    death = fact(FactKind.death, 1, "a", level=Level.premise)
    told = fact(FactKind.presence, 2, "a", "speaks", value=value)
    gone = fact(FactKind.location, 3, "a", "at", "paris", value={"moved": True} | value)
    for deed in (told, gone):
        (conflict,) = find_conflicts([death], [deed], cast, "en")
        assert conflict.severity.value == "warning" and note in conflict.message


@pytest.mark.parametrize("severity, used, conflicts", [
    ("moderate", "right hand", []),  # a cut finger does not stop the hand
    ("moderate", "right finger", ["injury_ignored"]),
    ("severe", "right hand", ["injury_ignored"]),  # a crushed one does
])
def test_a_finger_hurt_hinders_the_hand_only_when_the_wound_is_severe(severity, used, conflicts):
    cast = people("A")
    hurt = fact(FactKind.injury, 1, "a", value={"part": "right finger", "severity": severity})
    assert kinds([hurt], [fact(FactKind.presence, 2, "a", "acts", value={"uses": used})], cast) == conflicts


@pytest.mark.parametrize("severity, chapter, conflicts", [
    ("moderate", 4, ["injury_ignored"]),
    ("moderate", 5, []),  # healed, untold, in the chapters since
    ("severe", 30, ["injury_ignored"]),  # a broken arm lasts until the story heals it
])
def test_a_wound_less_than_severe_heals_untold_within_a_few_chapters(severity, chapter, conflicts):
    cast = people("A")
    hurt = fact(FactKind.injury, 1, "a", value={"part": "left arm", "severity": severity})
    used = fact(FactKind.presence, chapter, "a", "acts", value={"uses": "left arm"})
    assert kinds([hurt], [used], cast) == conflicts


def said_in(told: Fact, quote: str) -> Fact:
    return told.model_copy(update={"evidence": told.evidence.model_copy(update={"quote": quote})})


@pytest.mark.parametrize("quote, severity", [
    ("建安十二年，A追袁尚，未到辽东。", "warning"),  # a reign the story reached before the death: a recollection?
    ("黄初二年，A引兵出城。", "error"),  # one it reached only after the death
    ("过了三年，A引兵出城。", "error"),  # a span of time, no reign
    ("A引兵出城。", "error"),
])
def test_a_dead_mans_deed_dated_in_a_reign_the_story_reached_before_his_death_only_warns(quote, severity):
    cast = people("A", "B")
    history = [said_in(fact(FactKind.presence, 1, "b", "acts"), "建安五年，B引兵出城。"),
               fact(FactKind.death, 3, "a", level=Level.premise),
               said_in(fact(FactKind.presence, 5, "b", "acts"), "黄初元年，B即位。")]
    (conflict,) = find_conflicts(history, [said_in(fact(FactKind.presence, 9, "a", "acts"), quote)], cast, "zh")
    assert conflict.severity.value == severity


@pytest.mark.parametrize("draft, conflicts", [
    (("b", "kin_of", "a", "nephew"), []),  # the same bond told from the other side
    (("a", "kin_of", "b", "uncle"), []),
    (("a", "parent_of", "b", "father"), ["kinship_contradiction"]),
    (("a", "kin_of", "b", "cousin"), ["kinship_contradiction"]),
    (("b", "kin_of", "a", "uncle"), ["kinship_contradiction"]),  # the elder the other way round
    (("a", "parent_of", "b", "stepfather"), []),
    (("a", "kin_of", "b", "brother-in-law"), []),  # kin by marriage, beside a bond by birth
])
def test_an_uncle_does_not_become_a_father_or_a_cousin(draft, conflicts):
    cast = people("A", "B")
    history = [fact(FactKind.relation, 1, "a", "kin_of", "b", value={"role": "uncle"}, level=Level.premise)]
    subject, predicate, obj, role = draft
    assert kinds(history, [fact(FactKind.relation, 2, subject, predicate, obj, value={"role": role})], cast) \
        == conflicts

"""Characters the bible does not name: found, clustered, and merged into the cast."""

from collections import Counter

import pytest

from extractors.base import SceneText, StoryContext
from extractors.characters import (Character, NameEvidence, NameUses, _capitalised_common_words, cluster_names,
                                   find_person_mentions, may_be_one)
from extractors.discovery import Discovered, _unglue, _Usage, merge_into_cast
from extractors.parsing import english_pipeline
from extractors.introductions import introduced
from extractors.rules import RuleExtractor
from graph.cast import Cast
from graph.model import EntityKind


def names_of(characters):
    return {c.name: c.aliases for c in characters}


def test_titles_keep_spouses_apart_and_short_names_join_long_ones():
    found = names_of(cluster_names(Counter({"Mr. Hale": 3, "Mrs. Hale": 2, "Esther Summerson": 1, "Esther": 4})))
    assert found == {"Esther Summerson": {"Esther"}, "Mr. Hale": set(), "Mrs. Hale": set()}


def test_a_saints_name_is_not_the_given_name_after_it():
    found = names_of(cluster_names(Counter({"John Reed": 5, "John": 4, "Mr. St. John Rivers": 2, "St. John": 6})))
    assert found == {"John Reed": {"John"}, "Mr. St. John Rivers": {"St. John"}}


def test_a_kinship_title_is_not_another_title_nor_a_full_name():
    found = names_of(cluster_names(Counter({"Mrs. March": 5, "Aunt March": 4, "John Reed": 4, "Uncle Reed": 1,
                                            "Aunt Polly": 5, "Polly": 2})))
    assert found == {"Mrs. March": set(), "Aunt March": set(), "John Reed": set(), "Uncle Reed": set(),
                     "Aunt Polly": {"Polly"}}


def test_a_given_name_tells_a_gender_a_title_must_agree_with():
    found = names_of(cluster_names(Counter({"Jim Hawkins": 5, "Mrs. Hawkins": 2, "Mr. Hawkins": 1})))
    assert found == {"Jim Hawkins": {"Mr. Hawkins"}, "Mrs. Hawkins": set()}
    found = names_of(cluster_names(Counter({"Joe Gargery": 2, "Mrs. Joe Gargery": 2, "Joe": 9, "Mrs. Joe": 5})))
    assert found == {"Joe Gargery": {"Joe"}, "Mrs. Joe Gargery": {"Mrs. Joe"}}


@pytest.mark.parametrize("names, others, one", [
    (["Miss Bingley"], ["Mrs. Bingley"], False),  # a daughter and a wife
    (["Miss Adela"], ["Mademoiselle Adela"], True),
    (["Mrs. Westby"], ["Miss Lucy Westby", "Lucy"], False),  # a wife and a daughter, one named in full
    (["Lady Lucas"], ["Miss Lucas"], False),  # a knight's wife and daughter
    (["Adela Varens"], ["Celine Varens", "Varens"], False),  # two given names
    (["Tom Redruth"], ["Tom Morgan"], False),  # a man keeps his surname
    (["Lydia Bennet"], ["Lydia Wickham"], True),  # a woman may take her husband's
    (["Long John Silver"], ["John Silver", "Mr. Silver"], True),
    (["Young Pip"], ["Philip Pip"], True),  # `Young` is no given name
    (["Long John"], ["John Silver"], True),  # ... and `Long John` no full name
    (["Towards Joe"], ["Joe Gargery"], True),  # a word the tagger took in with a name
    (["SQUIRE TRELAWNEY"], ["Squire Trelawney"], True),
    (["Injun Joe"], ["Joe Harper", "Joe"], False),  # two full names, neither holding the other
    (["Quenby Ashdown", "Quenby"], ["Thorold Ashdown", "Thorold"], False),  # given names the census lacks, used alone
    (["Quenby Ashdown"], ["Thorold Ashdown"], True),  # ... and not: a word before the name, for all we know
    (["Barbara Quill"], ["Jemima Quill", "Miss Jemima"], False),
    (["Jos Pellam"], ["Joe Pellam", "Joseph"], True),  # two pet names of one given name
    (["Mary Jane"], ["Mary Jane Wilks"], True),
    (["Mrs. Forster"], ["Colonel Forster"], False),  # a wife and her husband's rank
    (["Mrs. Newland Archer"], ["Newland Archer"], False),  # a wife by her husband's name, and him
    (["Mrs. Rachel Lynde"], ["Rachel Lynde"], True),  # ... but a woman's given name is her own
    (["Young Hurstwood"], ["Mrs. Hurstwood"], False),  # the son, and his mother
    (["Mrs. Belding"], ["Belding"], False),  # a family name alone is the man's the narration calls so
    (["Miss Elizabeth"], ["Elizabeth"], True),  # ... but a woman's given name is hers
    (["Young Ladislaw"], ["Mr. Ladislaw"], True),  # the young man himself, as often as his father
    (["Mrs. Bute Crawley"], ["Reverend Bute Crawley"], False),  # ... or his calling
    (["Mrs. Watson"], ["Dr. Watson"], False),
    (["Mr. Reed"], ["John Reed", "Master Reed"], False),  # a father and his young son
    (["Mr. Reed"], ["John Reed"], True),
    (["Beaufort"], ["Caroline Beaufort"], False),  # a family name alone is no woman's
    (["Hawkins"], ["Jim Hawkins"], True),
    (["Miss Forster"], ["Colonel Forster"], True),
    (["King Edmund"], ["Edmund Hale"], False),  # a sovereign is no commoner sharing the given name
    (["King Edmund"], ["Edmund"], True),
])
def test_which_names_may_be_one_persons(names, others, one):
    assert may_be_one(names, others) is one


def test_a_shared_name_does_not_merge_two_people_into_one():
    cast = Cast()
    cast.new("Tom Redruth", EntityKind.character, ["Tom", "Redruth"])
    cast.new("Jim Hawkins", EntityKind.character, ["Hawkins"])
    merge_into_cast(Discovered(cluster_names(Counter({"Tom Morgan": 2, "Tom": 3}))), cast)
    merge_into_cast(Discovered([Character(name="Mrs. Hawkins", aliases={"Hawkins"})]), cast)
    merge_into_cast(Discovered(cluster_names(Counter({"Tom Redruth": 1, "Redruth": 2}))), cast)
    assert cast.find("Tom Morgan") not in (None, "tom-redruth") and cast.find("Tom") == "tom-redruth"
    assert cast.by_id[cast.find("Tom Morgan")].aliases == []
    assert cast.find("Mrs. Hawkins") not in (None, "jim-hawkins") and cast.find("Hawkins") == "jim-hawkins"
    assert cast.by_id["tom-redruth"].names() == ["Tom Redruth", "Tom", "Redruth"]


def test_called_gives_an_alias():
    found = names_of(cluster_names(Counter({"Philip Pirrip": 1, "Pip": 5, "Mr. Pip": 1}),
                                   [("Philip Pirrip", "Pip")]))
    assert found == {"Philip Pirrip": {"Pip", "Mr. Pip"}}


def test_a_later_short_name_becomes_an_alias_of_a_known_character():
    cast = Cast()
    cast.new("Esther Summerson", EntityKind.character)
    (entity,) = merge_into_cast(Discovered(cluster_names(Counter({"Esther": 2}))), cast)
    assert entity.id == "esther-summerson" and "Esther" in entity.aliases



def test_a_later_full_name_is_the_one_known_by_its_first_name_alone_and_not_a_woman_of_the_family():
    cast = Cast()
    cast.new("Halsey", EntityKind.character, ["Mr. Halsey"])
    cast.new("Tom Sawyer", EntityKind.character, ["Tom"])
    merge_into_cast(Discovered(cluster_names(Counter({"Halsey Innes": 1, "Miss Innes": 4}))), cast)
    merge_into_cast(Discovered(cluster_names(Counter({"Tom Canty": 2}))), cast)
    assert cast.find("Halsey Innes") == "halsey" and cast.find("Miss Innes") not in (None, "halsey")
    assert cast.find("Tom Canty") not in (None, "tom-sawyer")  # Tom was already someone's by a whole name


def test_a_later_full_name_with_the_title_a_character_was_known_by_is_theirs():
    knighted, another = Cast(), Cast()
    for cast in (knighted, another):
        cast.new("Sir William", EntityKind.character, ["William"])
    merge_into_cast(Discovered(cluster_names(Counter({"Sir William Lucas": 3, "Lady Lucas": 2}))), knighted)
    merge_into_cast(Discovered(cluster_names(Counter({"Mr. William Collins": 1}))), another)
    assert knighted.find("Sir William Lucas") == "sir-william"
    assert knighted.find("Lady Lucas") not in (None, "sir-william")
    assert another.find("Mr. William Collins") not in (None, "sir-william")  # another title: someone else


def test_a_name_of_the_other_gender_than_the_text_told_is_someone_else():
    cast = Cast()
    cast.new("Uriah Heep", EntityKind.character).details["pronouns"] = {"m": 12}
    merge_into_cast(Discovered(cluster_names(Counter({"Uriah Heep": 2, "Mrs. Heep": 3}))), cast)
    assert cast.find("Mrs. Heep") not in (None, "uriah-heep")


def test_a_wife_named_by_her_husbands_name_stays_apart_from_him_and_his_mother():
    characters = cluster_names(Counter({"Newland Archer": 5, "Mrs. Newland Archer": 1, "Mrs. Archer": 2}))
    assert sorted(c.name for c in characters) == ["Mrs. Archer", "Mrs. Newland Archer", "Newland Archer"]


def test_a_later_name_with_an_epithet_before_it_is_the_known_characters():
    cast = Cast()
    cast.new("Dick", EntityKind.character)
    (entity,) = merge_into_cast(Discovered(cluster_names(Counter({"Poor Dick": 2}))), cast)
    assert entity.id == "dick" and "Poor Dick" in entity.aliases


def test_english_prose_without_a_bible():
    text = ('Philip Pirrip, called Pip, lived by the marshes. "Who are you?" asked Magwitch. '
            "Magwitch killed Compeyson. Pip gave the file to Magwitch.")
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="en"))
    assert {e.name for e in found.entities} >= {"Philip Pirrip", "Magwitch", "Compeyson"}
    assert cast.find("Pip") == cast.find("Philip Pirrip")
    assert any(f.kind.value == "death" and f.subject == cast.find("Compeyson") for f in found.facts)


def test_chinese_prose_without_a_bible():
    text = "林枫拔剑而起。林枫大喝一声，苏晴退后一步。苏晴笑道：“好剑。”赵无极杀了陈默。赵无极转身便走。陈默倒在地上。"
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh"))
    names = {e.name for e in found.entities}
    assert {"林枫", "苏晴", "赵无极"} <= names


def test_what_someone_told_by_a_pronoun_is_called_is_nobody_new():
    text = ("Beth Marsh sat by the fire. Her father called her 'Little Miss Tranquility', and the name suited "
            "her, for she seemed to live in a happy world of her own.")
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="en"))
    assert {e.name for e in found.entities} == {"Beth Marsh"}


def test_places_are_discovered_once_seen_twice():
    text = "林枫来到洛阳。洛阳城中人来人往，林枫四处打听。苏晴也在洛阳。"
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh"))
    assert cast.by_id[cast.find("洛阳")].kind == EntityKind.place
    assert any(f.kind.value == "location" and f.object == cast.find("洛阳") for f in found.facts)


def _items_and_possessions(chapters: list[str], lang: str) -> tuple[Cast, list[tuple[str, str, str]]]:
    cast = Cast()
    scenes = [SceneText(chapter=n, scene=1, text=text) for n, text in enumerate(chapters, 1)]
    found = RuleExtractor().extract(scenes, cast, StoryContext(lang=lang))
    held = [(f.subject, f.predicate, cast.by_id[f.object].name) for scene in found for f in scene.facts
            if f.kind.value == "possession"]
    return cast, held


def test_a_thing_handled_under_its_own_name_and_named_twice_is_an_item():
    cast, held = _items_and_possessions([
        "Martha Reed found the silver key under the stones of the well. Martha Reed put the silver key in her "
        "pocket.", "On the bridge, Martha Reed lost the silver key."], "en")
    key = cast.by_id[cast.find("silver key")]
    assert key.kind == EntityKind.item and key.details["discovered"]
    assert ("martha-reed", "acquires", "silver key") in held and ("martha-reed", "loses", "silver key") in held


@pytest.mark.parametrize("text", [
    "Martha Reed drew his old sword. Martha Reed looked at the old sword.",  # too plain a name
    "Martha Reed gave him the letter. Martha Reed read the letter again.",  # no name of its own
    "Martha Reed took the silver key. Martha Reed slept.",  # named once
    "Martha Reed took out her gold watch. Martha Reed wound the gold watch.",  # a kind many carry
])
def test_a_plain_or_one_off_thing_is_no_item(text):
    cast, _ = _items_and_possessions([text], "en")
    assert not [e for e in cast if e.kind == EntityKind.item]


def test_a_chinese_thing_handled_under_its_own_name_is_an_item_and_a_verb_is_no_part_of_it():
    cast, held = _items_and_possessions([
        "林枫在山洞里拔出青锋剑，剑光如水。林枫提着青锋剑下山。李逵提起双斧，双斧寒光闪闪。",
        "林枫与赵无极在断崖上交手，青锋剑被赵无极夺去。"], "zh")
    items = {e.name for e in cast if e.kind == EntityKind.item}
    assert items == {"青锋剑"}  # not `起双斧`: 提起 is the verb, and 双斧 is two axes of no name
    assert (cast.find("赵无极"), "acquires", "青锋剑") in held
    # a weapon's name LAC takes for a person's (`祭出青锋剑`: PER), once or every time it is named
    for text in ["林枫祭出青锋剑，剑光一闪。林枫将青锋剑收入鞘中。",
                 "他一生只铸成一柄好剑，便是青锋剑。那天夜里，林远把青锋剑交给了林枫。"]:
        cast, _ = _items_and_possessions([text], "zh")
        assert cast.by_id[cast.find("青锋剑")].kind == EntityKind.item
    cast, _ = _items_and_possessions(["薛霸提着水火棍。薛霸把水火棍放下。"], "zh")  # a kind many carry
    assert not [e for e in cast if e.kind == EntityKind.item]


def test_a_discovered_thing_the_bible_names_with_an_article_is_the_bibles():
    cast = Cast()
    cast.new("the silver key", EntityKind.item)
    merge_into_cast(Discovered(items=["silver key"]), cast)
    assert [e.name for e in cast if e.kind == EntityKind.item] == ["the silver key"]


def test_a_name_whose_second_verb_is_a_persons_is_a_person_though_the_model_says_organisation():
    doc = english_pipeline()("Ada Winter put the silver key in her pocket and walked back to the inn.")
    assert [m.text for m in find_person_mentions(doc)] == ["Ada Winter"]


def test_a_name_journeyed_to_or_dated_by_is_a_place():
    text = ("Kallen Vey rode to Greywater in the spring. Kallen Vey had not smiled since Greywater. "
            "Kallen Vey and Otto Brand walked back to Harrow together.")
    assert _discovered_characters(text) == {"Kallen Vey", "Otto Brand"}


def test_an_illness_opening_a_sentence_is_nobody():
    assert _discovered_characters("Pneumonia carried Otto Brandt off in the winter. Otto Brandt said nothing.") == {
        "Otto Brandt"}


def test_a_name_the_cast_already_gives_someone_else_is_not_taken_as_an_alias():
    cast = Cast()
    cast.new("Jim Hawkins", EntityKind.character)
    cast.new("Mrs. Hawkins", EntityKind.character)
    merge_into_cast(Discovered(cluster_names(Counter({"Jim Hawkins": 3, "Mrs. Hawkins": 2}))), cast)
    assert cast.find("Mrs. Hawkins") == "mrs-hawkins" and "Mrs. Hawkins" not in cast.by_id["jim-hawkins"].aliases


def test_a_family_name_alone_is_no_alias_of_one_of_the_family():
    cast = Cast()
    cast.new("Mr Pontifex", EntityKind.character)
    cast.new("Mrs Pontifex", EntityKind.character)
    merge_into_cast(Discovered([Character(name="Mrs Pontifex", aliases={"Pontifex"})]), cast)
    assert cast.find("Pontifex") is None  # his as much as hers


def test_a_family_name_alone_is_the_mans_though_his_wife_bears_it_too():
    cast = Cast()
    cast.new("Joe Gargery", EntityKind.character, ["Joe"]).details["pronouns"] = {"m": 12}
    cast.new("Mrs. Joe Gargery", EntityKind.character, ["Mrs. Joe"])
    merge_into_cast(Discovered([Character(name="Gargery", aliases=set())]), cast)
    assert cast.find("Gargery") == "joe-gargery"
    aunt = Cast()  # ... but no woman's while another of the family bears it, wife or not
    aunt.new("Mrs. March", EntityKind.character)
    aunt.new("Aunt March", EntityKind.character)
    merge_into_cast(Discovered([Character(name="Aunt March", aliases={"March"})]), aunt)
    assert aunt.find("March") is None


def test_a_town_named_like_a_person_is_not_a_character():
    text = ("Silas Hobb walked to the mill near Selby. The Selby boys laughed at him, and the Selby "
            "lasses sang. Silas Hobb said nothing. Later he arrived at Selby and slept in Selby.")
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], Cast(), StoryContext(lang="en"))
    characters = {e.name for e in found.entities if e.kind == EntityKind.character}
    assert "Silas Hobb" in characters and "Selby" not in characters


def _discovered_characters(text: str) -> set[str]:
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], Cast(), StoryContext(lang="en"))
    return {e.name for e in found.entities if e.kind == EntityKind.character}


def test_a_word_capitalised_only_where_a_sentence_opens_is_a_common_word():
    doc = english_pipeline()("Riding was an indulgence Maud allowed herself. She said the riding did her good. "
                             "Maud smiled. “Riding, Maud?” asked Tom.")
    assert _capitalised_common_words(doc) == {"Riding"}
    # ... or a verb's -ing form, though never written in lowercase here; a name written inside a sentence is none
    doc = english_pipeline()("Riding was an indulgence which she allowed herself. Manning smiled, and Ada saw "
                             "Manning go.")
    assert _capitalised_common_words(doc) == {"Riding"}
    doc = english_pipeline()("“Thinkin of it, I am glad,” said Robin. Robin smiled, and Ada saw Robin go.")
    assert _capitalised_common_words(doc) == {"Thinkin"}  # a g dropped, as speech does


def test_a_sea_cry_or_a_name_with_a_verb_shortened_on_is_nobody():
    found = _discovered_characters("“Silver'll come,” said Tom. “Avast there!” cried Tom. “Belay that, Silver,” "
                                   "said Tom. Silver laughed. Silver'll hear.")
    assert not {"Silver'll", "Avast", "Belay"} & found and "Silver" in found
    found = _discovered_characters("Hazard has such accuracies. Ada laughed. Perhaps she feared Nemesis, though "
                                   "she knew not who Nemesis was. Ada said so. Hazard has such accuracies.")
    assert not {"Hazard", "Nemesis"} & found  # powers written as persons


def test_a_sentence_the_parser_runs_on_after_a_quotation_still_opens():
    doc = english_pipeline()("Cole raised both of his hands and cried,\n“Don't fire, for pity's sake!” \xa0Crack! went "
                             "the rifle, and he reeled back,\ngasping at the air--crack! went the second barrel.")
    assert "Crack" in _capitalised_common_words(doc)


def test_someone_with_kin_is_a_person_even_if_the_tagger_says_place():
    text = ("Isabel was the oldest daughter of Florence. The young man often visited the cottage, and Florence "
            "welcomed him. Florence's people came from the north. Everyone admired the daughter of Florence.")
    assert "Florence" in _discovered_characters(text)


def test_what_the_sentences_say_outweighs_the_taggers_place_label():
    text = ('Turkey was a short, pursy Englishman. "With submission, sir," said Turkey. So Turkey felt his coat, '
            'and Turkey smiled. I presented Turkey with a coat.')
    assert "Turkey" in _discovered_characters(text)


def test_a_name_spoken_to_is_a_person_and_an_apostrophe_stays_inside_a_name():
    text = ('"Charlotte, do you see the river?" "Oh, Charlotte, we must stop." '
            "Lady Bridget O'Hara wrote at last. Lady Bridget O'Hara was late.")
    assert {"Charlotte", "Lady Bridget O'Hara"} <= _discovered_characters(text)


def test_names_in_capitals_are_the_names_prose_writes():
    text = ("LETTER II. MR. VILLARS TO LADY HOWARD. I write this letter in haste. Mr. Villars said he would come, "
            "and Lady Howard smiled at him. CHAPTER III. TOMMY. Tommy said nothing; he read the next chapter.")
    doc = english_pipeline()(text)
    assert [m.text for m in find_person_mentions(doc)] == [
        "MR. VILLARS", "LADY HOWARD", "Mr. Villars", "Lady Howard", "TOMMY", "Tommy"]


def test_a_name_keeps_its_nearest_title_only():
    text = ("Rev. Cuthbert Eager preached. Following the Reverend Mr. Kronborg along the walk, Thea said nothing. "
            "Madame St. Aubert smiled.")
    doc = english_pipeline()(text)
    assert [m.text for m in find_person_mentions(doc)] == [
        "Rev. Cuthbert Eager", "Mr. Kronborg", "Thea", "Madame St. Aubert"]


def test_a_name_naming_a_thing_after_it_is_no_person():
    text = ("There came shouts of the Aunt Sally man. Aunt Polly said nothing, and Ada Winter smiled at the Aunt "
            "Sally man.")
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert "Aunt Sally" not in found and {"Aunt Polly", "Ada Winter"} <= found


def test_a_word_written_once_that_only_the_model_calls_a_person_is_none():
    text = ("Ada read the menu aloud. Lobster, Chicken Newberg, and Peach Melba! Cole laughed. “Hooray!” Cole "
            "shouted, and Ada smiled at him. “Elementary, my dear Cole--the smell of smoke is plain.” Ada sat with "
            "Bartleby. Bartleby said nothing. Cole looked at Bartleby, and Bartleby looked away. Otto Brand killed "
            "Stryker in the cellar. “Hum,” said Cole. “Idiot!” said Ada.")
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert not found & {"Lobster", "Hooray", "Elementary", "Hum", "Idiot"}  # (nor all a quotation says)
    assert {"Ada", "Cole", "Bartleby", "Otto Brand", "Stryker"} <= found  # told of many times, or killed


def test_a_word_alone_with_an_article_and_words_describing_it_is_no_person():
    text = ("A third Indian, mortally wounded, was sinking. Ada Winter said nothing. The dying Indian sank to his "
            "knees, and said nothing. Then the Indian died.")
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert "Indian" not in found and "Ada Winter" in found


def test_a_cry_is_no_name_nor_part_of_one():
    for text in ["Adieu! said Rowan. Adieu!", "Alas smiled. Nay, said Ye."]:
        assert not {m.text for m in find_person_mentions(english_pipeline()(text))} & {"Adieu", "Alas", "Nay", "Ye"}


def test_an_old_word_of_verse_is_no_name():
    text = ("From distant lands with merchandise he came; Oft deep-drawn sighs his anxious wish proclaim. Ere the "
            "morning came, Anon smiled. Valancourt said nothing.")
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert not found & {"Oft", "Ere", "Anon"} and "Valancourt" in found


def test_an_adverb_opening_a_sentence_is_no_part_of_a_name():
    text = ("Inside the den they saw the strange white ape lying across a table. Noiselessly Kerchak entered, "
            "crouching for the charge; and then John Clayton rose and faced them. Molly Farren wept.")
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert "Noiselessly Kerchak" not in found and {"John Clayton", "Molly Farren"} <= found


def test_a_cry_is_no_name():
    text = "“Goodness, man, don't be so lachrymose,” said Mrs. Morel. “Goodness knows what he did,” she said."
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert found == {"Mrs. Morel"}


def test_a_hedge_opening_a_sentence_is_no_part_of_a_name():
    found = {m.text for m in find_person_mentions(english_pipeline()("Possibly Ada died in the night. Ada was sad."))}
    assert "Possibly Ada" not in found and "Ada" in found


def test_a_participle_a_preposition_or_a_bidding_opening_a_sentence_is_no_part_of_a_name():
    text = ("It rained for five days. Expecting Herbert all the time, I dared not go out. Hoping Mary would come, "
            "he waited. Browning Lane was a poet's street, and Fielding Grey smiled. Towards Joe, I had no tender "
            "feeling. Van Helsing came in. “Call Estella,” she repeated. Will Ladislaw came in.")
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert not found & {"Expecting Herbert", "Hoping Mary", "Towards Joe", "Call Estella"}
    assert {"Herbert", "Mary", "Joe", "Estella", "Van Helsing", "Will Ladislaw"} <= found
    assert "Grey" not in found  # a name's first word is kept where the model tags it as a name, not a verb


def test_a_name_keeps_the_lowercase_particle_inside_it():
    text = ("He had the patronage of the Right Honourable Lady Catherine de Bourgh, widow of Sir Lewis de Bourgh. "
            "Lady Catherine de Bourgh was very civil, and Ludwig van Beethoven played.")
    found = [m.text for m in find_person_mentions(english_pipeline()(text))]
    assert {"Lady Catherine de Bourgh", "Sir Lewis de Bourgh"} <= set(found) and "Bourgh" not in found


def test_a_name_tagged_across_a_title_ends_before_it():
    text = "The boy worked hard. Sometimes Mr Fairlie would send him down to the town for a few days' holiday."
    found = {m.text for m in find_person_mentions(english_pipeline()(text))}
    assert "Sometimes Mr" not in found and "Mr Fairlie" in found


def test_a_name_beside_a_kinship_word_is_a_person():
    text = "His father, Elmo, a huge dog, had ruled the place. Ysabel, his sister, lived in the house."
    assert {"Elmo", "Ysabel"} <= _discovered_characters(text)


def test_a_word_beside_a_group_is_no_person():
    text = ("There were books on the table. One was a big family Bible full of pictures. "
            "She sewed there a good deal and read her Bible there mostly.")
    assert "Bible" not in {m.text for m in find_person_mentions(english_pipeline()(text))}


def test_a_town_tagged_as_a_person_is_a_place_once_the_text_uses_it_as_one():
    text = "林枫留守小沛。赵无极往小沛来，小沛城中大乱。林枫道：“小沛守不住了。”"
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh"))
    assert cast.by_id[cast.find("小沛")].kind == EntityKind.place
    assert "小沛" not in {e.name for e in found.entities if e.kind == EntityKind.character}


def test_a_name_before_a_word_for_a_town_or_village_is_a_place():
    usage = _Usage()
    usage.read("林枫直取曾头市。曾头市正南大寨。众人围了曾头市，又过了沙河镇、沙河村，沙河镇。", ["曾头", "沙河"])
    assert usage.is_place("曾头") and usage.is_place("沙河")


def test_a_name_tagged_as_a_place_that_speaks_is_a_person():
    text = "武安道：“今夜动手。”林枫点头不语。武安道：“走罢。”二人出门去了。"
    cast = Cast()
    RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh")).__next__()
    assert cast.by_id[cast.find("武安")].kind == EntityKind.character


def test_a_surname_and_the_first_half_of_a_title_is_nobody():
    text = "韩虞候道：“不干我事。”韩信拔刀。韩虞候道：“饶命！”韩信不听，韩虞候转身便走。"
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh"))
    assert cast.find("韩虞") is None and cast.find("韩信")


def test_a_discovered_character_found_to_be_a_place_becomes_one_but_not_a_bible_character():
    cast = Cast()
    cast.new("下邳", EntityKind.character)  # as the bible gives it
    merge_into_cast(Discovered([Character(name="小沛", aliases=set())]), cast)
    assert cast.by_id[cast.find("小沛")].kind == EntityKind.character
    (changed,) = merge_into_cast(Discovered(mistaken_for_people=["小沛", "下邳"]), cast)
    assert changed.name == "小沛" and changed.kind == EntityKind.place
    assert cast.by_id[cast.find("下邳")].kind == EntityKind.character


def test_a_discovered_name_the_chapters_since_place_things_at_far_more_than_make_act_becomes_a_place():
    cast = Cast()
    cast.new("Kent", EntityKind.character)  # as the bible gives it
    merge_into_cast(Discovered([Character(name="Netherfield", aliases=set()), Character(name="Jane", aliases=set())]),
                    cast)
    chapter = NameUses([], NameEvidence(tagged=Counter({"Jane": 1})),  # "Jane" tagged a person's
                       NameEvidence(in_sentences=Counter({"Netherfield": 2, "Jane": 1, "Kent": 2})))
    assert merge_into_cast(Discovered(uses=chapter), cast)  # tallied, in the details the store keeps
    assert cast.by_id[cast.find("Netherfield")].kind == EntityKind.character  # one chapter: not yet
    merge_into_cast(Discovered(uses=chapter), cast)
    assert [cast.by_id[cast.find(n)].kind for n in ("Netherfield", "Jane", "Kent")] == [
        EntityKind.place, EntityKind.character, EntityKind.character]


def test_an_appellation_is_no_character():
    text = "那和尚便道：“大郎请坐。”大郎坐了。林枫问大郎道：“你来做甚么？”大郎道：“来寻二哥。”"
    cast = Cast()
    (found,) = RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh"))
    assert cast.find("大郎") is None


def test_a_pronoun_troops_a_horse_or_a_verb_tagged_as_a_person_names_nobody():
    tagged = Counter(["汝若", "吾兄", "曹兵", "吕布军", "骤马", "朴刀", "李俊家", "曹营", "黄祖部", "庄客", "小喽啰",
                      "吴主", "妖王", "小妖", "呆子", "长老", "于路", "刘将军", "贺统军", "柯驸马", "林枫", "如来",
                      "幌一幌", "魏帝", "吴王", "名远", "讳远", "莫念"])  # a throne, `名远，字伯阳`, `“师父，莫念！`
    assert set(_unglue(tagged)) == {"刘将军", "贺统军", "柯驸马", "林枫", "如来"}


def test_a_coming_or_an_order_glued_to_a_name_is_taken_off():
    assert _unglue(Counter(["林枫来", "林枫"])) == Counter({"林枫": 2})
    assert _unglue(Counter(["赵无极令", "赵无极遣", "尚书令"])) == Counter({"赵无极": 2, "尚书令": 1})
    assert _unglue(Counter(["赵无极命", "卓命"])) == Counter({"赵无极": 1})  # an order given; `卓` alone is no name
    assert _unglue(Counter(["玄德乃", "赵无极乃"])) == Counter({"玄德": 1, "赵无极": 1})  # `玄德乃往荆州`
    assert _unglue(Counter(["王忠引", "明公", "贤弟", "何也"])) == Counter({"王忠": 1})  # troops led; no names
    # "as always", glued on or alone (`宝玉素日最怕贾政`, `众人虽素昔惧怕凤姐`)
    assert _unglue(Counter(["林枫素日", "林枫", "素昔", "平素"])) == Counter({"林枫": 2})


def test_an_appellation_tagged_as_a_person_names_nobody():
    assert _unglue(Counter(["大郎", "哥嫂", "哥儿", "姐儿", "蓉哥儿"])) == Counter({"蓉哥儿": 1})  # 贾蓉, by name

def test_a_word_glued_to_a_name_tagged_far_more_often_alone_comes_off():
    tagged = Counter({"杨志": 9, "杨志比": 1, "晁盖": 4, "晁盖庄": 2, "鲁智深": 8, "鲁智": 1, "刘全": 5, "刘全妻": 2})
    assert _unglue(tagged) == Counter({"杨志": 10, "晁盖": 6, "鲁智深": 8, "鲁智": 1, "刘全": 5, "刘全妻": 2})
    assert set(_unglue(Counter(["青云宗", "天剑派", "唐太宗"]))) == {"唐太宗"}  # sects are nobody; an emperor is


@pytest.mark.parametrize("text, persons, expected", [
    ("那人姓林，名枫，字子谦，江南人氏。", [], {"林枫": {"子谦", "林子谦"}}),
    ("那少年姓沈名舟字渡之。", [], {"沈舟": {"渡之", "沈渡之"}}),
    # a compound surname, a single given name said as `讳一个X字`, a Taoist name with its title and without
    ("贫道覆姓慕容，单讳一个雪字，道号玄真先生。", [], {"慕容雪": {"玄真先生", "玄真"}}),
    ("赵无极字伯阳，为人阴狠。", ["赵无极"], {"赵无极": {"伯阳", "赵伯阳"}}),
    ("那人姓赵名无极，字伯阳。", ["赵名无极"], {"赵无极": {"伯阳", "赵伯阳"}}),  # not the tagger's 赵名无极
    ("这人姓陈，名默，祖贯扬州人氏，人都唤他做“铁面判官”。", [], {"陈默": {"铁面判官"}}),
    ("姓周，名远，绰号翻江龙，是此间一霸。", [], {"周远": {"翻江龙"}}),
    ("这人姓周，名远，此间称为周大官人，江湖上都唤做翻江龙。", ["周大官人"], {"周远": {"翻江龙"}}),
    ("此人姓石，名猛，祖贯是江州人氏。本身一个异名，唤做铁臂熊石猛。", ["石猛"], {"石猛": {"铁臂熊"}}),
    # a child named after the parent, without the surname; a given name alone after the full name
    ("林远有二子：长子名枫，字子谦；次子名桐，字子羽。", ["林远"], {"林枫": {"子谦", "林子谦"}, "林桐": {"子羽", "林子羽"}}),
    ("忽有江东部将沈舟来降。细问之：舟字渡之，吴郡人也。", ["沈舟"], {"沈舟": {"渡之", "沈渡之"}}),
    # a clause about someone else ends the introduction
    ("我父姓陈名远，我小名叫做阿福。", [], {"陈远": set()}),
    # someone else named before the epithet: the `他` may be them
    ("此人姓林，名枫。苏晴说，人都唤他做小霸王。", ["苏晴"], {"林枫": set()}),
    # a name one goes by from then on, of the one named just before
    ("林枫道：“好！”自此时又称为林行者。", ["林枫"], {"林枫": {"林行者"}}),
    ("他隐姓埋名，做了个樵夫。", [], {}),
    ("那汉子姓甚名谁？百姓名册上没有他。", [], {}),
])
def test_a_chinese_introduction_gives_a_character_their_other_names(text, persons, expected):
    assert names_of(introduced(text, persons)) == expected


def test_an_introduced_courtesy_name_is_the_same_character_later():
    scenes = [SceneText(chapter=1, scene=1, text="那少年姓林，名枫，字子谦，江南人氏。林枫拔剑而起，苏晴退后一步。"),
              SceneText(chapter=2, scene=1, text="子谦被赵无极一剑刺死。赵无极大笑而去。")]
    cast = Cast()
    _, second = RuleExtractor().extract(scenes, cast, StoryContext(lang="zh"))
    assert cast.find("子谦") == cast.find("林枫") == cast.find("林子谦") == "lin-feng"
    assert any(f.kind.value == "death" and f.subject == "lin-feng" for f in second.facts)


def test_a_title_after_a_surname_calls_the_one_of_that_family_the_scene_names():
    cast = Cast()
    RuleExtractor().extract([SceneText(chapter=1, scene=1, text="关羽提刀上马。关公大喝一声，杀入阵中。关公勒马而回。")],
                            cast, StoryContext(lang="zh")).__next__()
    assert cast.find("关公") == cast.find("关羽")
    cast = Cast()
    RuleExtractor().extract([SceneText(chapter=1, scene=1, text="韩信提刀上马。韩兄大笑。众人道：“韩兄好本事！”韩信大喝一声。")],
                            cast, StoryContext(lang="zh")).__next__()
    assert cast.find("韩兄") == cast.find("韩信")
    cast = Cast()
    RuleExtractor().extract([SceneText(chapter=1, scene=1, text="曹操与曹仁入城。曹公大笑。曹公曰：“好。”曹仁不语，曹操亦不语。")],
                            cast, StoryContext(lang="zh")).__next__()
    assert cast.find("曹公") not in (None, cast.find("曹操"), cast.find("曹仁"))


def test_a_man_called_by_title_and_surname_is_called_by_the_surname_alone():
    cast = Cast()
    cast.new("Mrs. Bennet", EntityKind.character)
    merge_into_cast(Discovered([Character("Mr. Jaggers", set()), Character("Mr. Bennet", set()),
                                Character("Mrs. Joe", set()), Character("Uncle Pumblechook", set())]), cast)
    assert cast.find("Jaggers") == cast.find("Mr. Jaggers")
    assert cast.find("Bennet") is None and cast.find("Joe") is None and cast.find("Pumblechook") is None


def test_a_pet_name_is_the_one_character_of_that_given_name():
    cast = Cast()
    merge_into_cast(Discovered([Character("Elizabeth Bennet", {"Elizabeth"}), Character("Lady Catherine", set())]),
                    cast)
    merge_into_cast(Discovered([Character("Lizzy", set()), Character("Kitty", set())]), cast)
    assert cast.find("Lizzy") == cast.find("Elizabeth")
    assert cast.find("Kitty") not in (None, cast.find("Lady Catherine"))
    merge_into_cast(Discovered([Character("Tommy", set())]), cast)
    merge_into_cast(Discovered([Character("Thomas Beresford", set())]), cast)  # the full name after the pet one
    assert cast.find("Thomas Beresford") == cast.find("Tommy")
    merge_into_cast(Discovered([Character("Bill Hodgkisson", {"Bill"})]), cast)
    merge_into_cast(Discovered([Character("William", set())]), cast)  # Bill's full name is his own: another man
    assert cast.find("William") not in (None, cast.find("Bill Hodgkisson"))


def test_a_pet_name_made_fonder_or_plainer_is_the_one_character_of_the_other():
    cast = Cast()
    merge_into_cast(Discovered([Character("Billy Bones", {"Billy"}), Character("Nancy Drake", {"Nancy"})]), cast)
    merge_into_cast(Discovered([Character("Bill", set()), Character("Annie", set())]), cast)
    assert cast.find("Bill") == "billy-bones"  # both William's, one the other made fonder
    assert cast.find("Annie") not in (None, "nancy-drake")  # both Ann's, but unlike in form: as often two people


def test_a_full_name_with_a_pet_given_name_is_the_one_of_that_family_name():
    cast = Cast()
    merge_into_cast(Discovered([Character("Joe Gargery", {"Joe"}), Character("Elizabeth Bennet", {"Elizabeth"}),
                                Character("Jane Bennet", {"Jane"})]), cast)
    merge_into_cast(Discovered([Character("Joseph Gargery", {"Joseph"}), Character("Miss Eliza Bennet", set())]),
                    cast)
    assert cast.find("Joseph Gargery") == cast.find("Joseph") == "joe-gargery"
    assert cast.find("Miss Eliza Bennet") == "elizabeth-bennet"
    merge_into_cast(Discovered([Character("Joe Pumblechook", set())]), cast)  # another family: someone else
    assert cast.find("Joe Pumblechook") not in (None, "joe-gargery")


def test_a_chinese_given_name_alone_is_the_one_full_name_it_ends():
    cast = Cast()
    merge_into_cast(Discovered([Character("黛玉", set()), Character("智深", set())]), cast)
    merge_into_cast(Discovered([Character("林黛玉", set()), Character("鲁智深", set()), Character("李小二", set())]),
                    cast)
    assert cast.find("林黛玉") == cast.find("黛玉") and cast.find("鲁智深") == cast.find("智深")
    merge_into_cast(Discovered([Character("贾宝玉", set())]), cast)
    merge_into_cast(Discovered([Character("宝玉", set()), Character("小二", set())]), cast)
    merge_into_cast(Discovered([Character("甄宝玉", set())]), cast)  # another 宝玉, once one is known in full
    assert cast.find("宝玉") == cast.find("贾宝玉") != cast.find("甄宝玉")
    assert cast.find("小二") != cast.find("李小二")  # a waiter, not a given name


def test_two_full_names_of_two_surnames_sharing_a_courtesy_name_are_two_people():
    cast = Cast()
    for text in ("陈武字子烈，庐江松滋人。", "孙休字子烈，乃孙权第六子也。"):
        list(RuleExtractor().extract([SceneText(chapter=1, scene=1, text=text)], cast, StoryContext(lang="zh")))
    assert cast.find("陈武") and cast.find("孙休") and cast.find("陈武") != cast.find("孙休")



def test_a_day_is_nobody():
    assert _unglue(Counter(["明儿", "昨儿", "次日", "林枫"])) == Counter({"林枫": 1})

"""The gender a given name usually has."""

import pytest

from extractors.name_gender import usual_gender, womans_name


@pytest.mark.parametrize("name, gender", [("Joe Gargery", "m"), ("Amy Lawrence", "f"), ("Mr. Tom Walker", "m"),
                                          ("Jean Valjean", None), ("Twala", None), ("", None)])
def test_a_given_name_tells_a_gender_only_where_it_is_clear(name, gender):
    assert usual_gender(name) == gender


@pytest.mark.parametrize("name, woman", [("王氏", True), ("孙二娘", True), ("苏小妹", True), ("林金莲", True),
                                         ("阎婆惜", True), ("铁扇公主", True), ("林枫", False), ("苏晴", False)])
def test_a_chinese_name_is_a_womans_only_by_a_word_only_womens_names_hold(name, woman):
    assert womans_name(name) == woman and usual_gender(name) is None  # `他` may still stand for her

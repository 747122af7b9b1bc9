"""The gender a given name usually has."""

import pytest

from extractors.name_gender import usual_gender


@pytest.mark.parametrize("name, gender", [("Joe Gargery", "m"), ("Amy Lawrence", "f"), ("Mr. Tom Walker", "m"),
                                          ("Jean Valjean", None), ("Twala", None), ("", None)])
def test_a_given_name_tells_a_gender_only_where_it_is_clear(name, gender):
    assert usual_gender(name) == gender


@pytest.mark.parametrize("name, gender", [("王氏", "f"), ("孙二娘", "f"), ("苏小妹", "f"), ("林金莲", "f"), ("阎婆惜", "f"),
                                          ("铁扇公主", "f"), ("林枫", None), ("苏晴", None), ("赵云", None)])
def test_a_chinese_name_is_a_womans_only_by_a_word_only_womens_names_hold(name, gender):
    assert usual_gender(name) == gender

"""The gender an English given name usually has."""

import pytest

from extractors.name_gender import usual_gender


@pytest.mark.parametrize("name, gender", [("Joe Gargery", "m"), ("Amy Lawrence", "f"), ("Mr. Tom Walker", "m"),
                                          ("Jean Valjean", None), ("Twala", None), ("", None)])
def test_a_given_name_tells_a_gender_only_where_it_is_clear(name, gender):
    assert usual_gender(name) == gender

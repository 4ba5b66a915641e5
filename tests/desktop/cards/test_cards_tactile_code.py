"""The tactile code data: loads, every colour of every deck has its own shape, values count."""
from __future__ import annotations

import json

import pytest
from cards_samples import deck, deck_colours

from desktop.cards import MARKS, SHAPES, SPECIAL_MARKS, VALUES, TactileCode, TactileCodeError
from desktop.cards.shapes import BUILDERS


def test_default_code_loads_with_both_languages_and_all_themes(code):
    assert code.source.endswith("code.json")
    for table in (code.colours, code.suits):
        for c in table.values():
            assert c.name("fr") and c.name("en")
            assert all(c.colour(t).startswith("#") for t in ("light", "dark", "high_contrast"))
    assert code.colour("rouge").name("en") == "red"


@pytest.mark.parametrize("game", sorted(deck_colours()))
def test_every_colour_of_every_deck_has_its_own_shape(code, game):
    keys = deck_colours()[game]
    shapes = [code.shape(k) for k in keys]
    assert None not in shapes, f"{game}: a colour has no entry in the tactile code: {keys}"
    assert len(set(shapes)) == len(shapes), f"{game}: two colours share a shape: {shapes}"


def test_colour_shapes_are_distinct_across_all_colours(code):
    shapes = [c.shape for c in code.colours.values()]
    assert len(set(shapes)) == len(shapes)


def test_num_win_specials_have_distinct_marks(code):
    keys = ["rainbow", "shadow", *deck("numwin")["actions"]]
    marks = [code.special(k).mark for k in keys]
    assert len(set(marks)) == len(marks)
    assert code.star_mark not in marks


def test_painter_draws_every_known_shape_and_mark():
    assert set(SHAPES) | set(SPECIAL_MARKS) <= set(BUILDERS)


def test_values_0_to_16_have_distinct_patterns(code):
    patterns = [code.pattern(v) for v in VALUES]
    assert all(patterns) and len(set(patterns)) == len(VALUES)
    assert all(set(p) <= set(MARKS) for p in patterns)


def test_zero_and_five_have_their_own_marks(code):
    assert code.pattern(0) == ("ring",)
    assert code.pattern(5) == ("bar",)
    assert all("ring" not in code.pattern(v) for v in VALUES if v)
    assert all("bar" not in code.pattern(v) for v in range(5))


@pytest.mark.parametrize("value", VALUES[1:])
def test_default_patterns_count_to_the_value(code, value):
    marks = code.pattern(value)
    assert marks.count("bar") * 5 + marks.count("dot") == value
    assert list(marks) == sorted(marks)  # bars first, then dots


def test_ranks_and_aliases(code):
    labels = deck("vingtdeux")["rank_labels"]
    for value, label in labels.items():
        assert code.rank_value(label) == int(value)
    assert code.shape("yellow") == code.shape("jaune")
    assert code.shape("Purple") == code.shape("violet")
    assert code.pattern(None) == ()


def test_missing_file_names_the_path(tmp_path):
    path = tmp_path / "nope.json"
    with pytest.raises(TactileCodeError) as err:
        TactileCode.load(path)
    assert str(path) in str(err.value) and err.value.path == str(path)


@pytest.mark.parametrize("content, needle", [
    ("{not json", "not valid JSON"),
    ('{"format": 99}', "format"),
])
def test_broken_file_names_the_path_and_problem(tmp_path, content, needle):
    path = tmp_path / "code.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(TactileCodeError) as err:
        TactileCode.load(path)
    assert str(path) in str(err.value) and needle in str(err.value)


def _default_data() -> dict:
    return json.loads(open(TactileCode.default().source, encoding="utf-8").read())


@pytest.mark.parametrize("edit, needle", [
    (lambda d: d["colours"]["rouge"].update(shape="blob"), "unknown shape"),
    (lambda d: d["colours"]["rouge"].update(shape="square"), "share the shape"),
    (lambda d: d["values"].update({"7": ["dot"]}), "same pattern"),
    (lambda d: d["values"].pop("16"), "no pattern for 16"),
    (lambda d: d["values"].update({"3": ["dash"]}), "unknown mark"),
    (lambda d: d["colours"]["bleu"].pop("rgb"), "rgb"),
    (lambda d: d["colours"]["vert"]["name"].pop("en"), "English"),
])
def test_invalid_tables_are_rejected_with_the_path(tmp_path, edit, needle):
    data = _default_data()
    edit(data)
    path = tmp_path / "code.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TactileCodeError) as err:
        TactileCode.load(path)
    assert str(path) in str(err.value) and needle in str(err.value)


def test_overrides_apply_and_reset(code):
    custom = code.with_overrides({"colours": {"red": "star"}, "values": {"7": "bar dot dot"}})
    assert custom.shape("rouge") == "star" and custom.pattern(7) == ("bar", "dot", "dot")
    again = custom.with_overrides({"colours": {"bleu": "pentagon"}})
    assert again.shape("rouge") == "star" and again.shape("bleu") == "pentagon"
    assert again.overrides["colours"] == {"rouge": "star", "bleu": "pentagon"}
    assert again.reset() == code and again.reset().overrides == {}


def test_overrides_swap_two_patterns(code):
    swapped = code.with_overrides({"values": {"1": ["dot", "dot"], "2": ["dot"]}})
    assert swapped.pattern(1) == ("dot", "dot") and swapped.pattern(2) == ("dot",)


@pytest.mark.parametrize("overrides, needle", [
    ({"colours": {"rouge": "square"}}, "share the shape"),
    ({"colours": {"noir": "star"}}, "unknown colour"),
    ({"values": {"17": "dot"}}, "outside 0–16"),
    ({"values": {"4": "bar"}}, "same pattern"),
    ({"shapes": {}}, "unknown override section"),
])
def test_bad_overrides_are_rejected(code, overrides, needle):
    with pytest.raises(TactileCodeError) as err:
        code.with_overrides(overrides)
    assert err.value.path == "settings" and needle in str(err.value)


def test_broken_or_missing_override_file_names_the_path(code, tmp_path):
    missing = tmp_path / "missing.json"
    with pytest.raises(TactileCodeError) as err:
        code.with_overrides_file(missing)
    assert err.value.path == str(missing)
    broken = tmp_path / "broken.json"
    broken.write_text('{"colours": {"rouge": "blob"}}', encoding="utf-8")
    with pytest.raises(TactileCodeError) as err:
        code.with_overrides_file(broken)
    assert err.value.path == str(broken) and "blob" in str(err.value)
    good = tmp_path / "good.json"
    good.write_text('{"values": {"0": "ring ring"}}', encoding="utf-8")
    assert code.with_overrides_file(good).pattern(0) == ("ring", "ring")


def test_user_replacement_through_data_overrides(monkeypatch, tmp_path):
    data = _default_data()
    data["colours"]["rouge"]["shape"] = "pentagon"
    (tmp_path / "tactile").mkdir()
    (tmp_path / "tactile" / "code.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("TABLEE_DATA_OVERRIDES", str(tmp_path))
    assert TactileCode.load().shape("rouge") == "pentagon"

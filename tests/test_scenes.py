import pytest

from extractors.scenes import (ManuscriptError, chinese_to_int, decode, heading_number, paragraphs,
                               split_manuscript, split_scenes)
from tests.conftest import SHARED_DATA, needs_shared_data


@pytest.mark.parametrize("line, number, title", [
    ("Chapter 3", 3, None), ("CHAPTER III", 3, None), ("Chapter 3. The Storm", 3, "The Storm"),
    ("Chapter Twelve", 12, None), ("12", 12, None), ("XIV.", 14, None), ("第三章", 3, None),
    ("第3章 重生", 3, "重生"), ("第一百二十回 x", 120, "x"), ("第001回　灵根育孕", 1, "灵根育孕"),
    ("I. THE PRISON DOOR", 1, "THE PRISON DOOR"), ("_Chapter I_", 1, None),
    ("# Chapter 1", 1, None), ("## Chapter 3: The Well", 3, "The Well"), ("## 第三章 重生", 3, "重生"),
    ("第十二章、血战", 12, "血战"), ("Chapter One — The Well", 1, "The Well"), ("正文 第一章 重生", 1, "重生"),
    ("第一卷 风起云州 第三章 重生", 3, "重生"), ("第1话", 1, None),
])
def test_headings(line, number, title):
    assert heading_number(line) == (number, title)


@pytest.mark.parametrize("line", ["Chapter three was long, she said, and the night longer than that.",
                                  "1. Take the bread.", "I am here.", "第四回中既将薛家母子寄居等事略已表明。",
                                  "第三个身量未足"])
def test_prose_is_not_a_heading(line):
    assert heading_number(line) is None


def test_chinese_numerals():
    assert [chinese_to_int(t) for t in ["三", "十", "十二", "二十", "一百二十", "一〇一", "两百"]] == [
        3, 10, 12, 20, 120, 101, 200]


def test_scene_breaks_and_blank_runs():
    text = ("Chapter 1\n\nFirst para.\n\nSecond para.\n\n* * *\n\nScene two.\n\n***\n\nScene three.\n\n"
            "#\n\nScene four.\n\n\n\nScene five after a long gap.\n")
    scenes = split_scenes(text)
    assert [s.text for s in scenes] == ["First para.\nSecond para.", "Scene two.", "Scene three.",
                                        "Scene four.", "Scene five after a long gap."]
    assert {s.chapter for s in scenes} == {1}


def test_uniform_wide_gaps_are_paragraphs_not_scenes():
    text = "第一回 开篇\n\n\n\n    话说天下大势，分久必合。\n\n\n\n    建宁二年四月望日。\n"
    assert len(split_scenes(text)) == 1


def test_table_of_contents_does_not_become_chapters():
    toc = "".join(f"第{n}回 目录标题{n}\n" for n in range(1, 6))
    body = "".join(f"\n第{n}回 目录标题{n}\n正文第{n}回的内容在这里。\n" for n in range(1, 6))
    chapters = split_manuscript("书名\n" + toc + body).chapters
    assert [c.number for c in chapters] == [1, 2, 3, 4, 5]
    assert all("正文" in "".join(c.lines) for c in chapters)


def test_hard_wrapped_lines_are_joined():
    assert paragraphs(["    话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。及秦灭之后，楚、汉",
                       "分争，又并入于汉。", "", "The rain fell", "on the roof."]) == [
        "话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。及秦灭之后，楚、汉分争，又并入于汉。",
        "The rain fell on the roof."]


def test_text_without_headings_is_one_chapter_with_the_default_number():
    scenes = split_scenes("Ada went home.\n\nShe slept.", default_chapter=7)
    assert [(s.chapter, s.scene) for s in scenes] == [(7, 1)]


def test_a_trailing_heading_without_a_body_leaves_the_text_one_chapter():
    scenes = split_scenes("Ada went home.\n\nShe slept.\n\n\nChapter 2\n", default_chapter=7)
    assert [(s.chapter, s.scene) for s in scenes] == [(7, 1)]
    assert "Ada went home." in scenes[0].text and "Chapter 2" not in scenes[0].text


@pytest.mark.parametrize("manuscript", [
    "楔子\n\n林远死于云州。\n\n第一章 重生\n\n林枫醒了。\n",
    "书名：剑\n目录\n楔子\n第一章 重生\n\n楔子\n\n林远死于云州。\n\n第一章 重生\n\n林枫醒了。\n",  # after contents
])
def test_a_prologue_opens_the_first_chapter_as_a_scene_of_its_own(manuscript):
    scenes = split_scenes(manuscript)
    assert [(s.chapter, s.scene, s.text) for s in scenes] == [(1, 1, "林远死于云州。"), (1, 2, "林枫醒了。")]


def test_a_prologue_alone_is_the_default_chapter():
    assert [(s.chapter, s.text) for s in split_scenes("Prologue\n\nOtto died.\n", default_chapter=4)] == [
        (4, "Otto died.")]


def test_decoding():
    assert decode("第一章".encode("utf-8-sig")) == "第一章"
    assert decode("第一章 林枫拔出青锋剑。".encode("gbk")) == "第一章 林枫拔出青锋剑。"
    assert decode("第一章 林枫".encode("gb18030")) == "第一章 林枫"
    for bad in [b"", b"   \n", b"\x00\x01\x02binary", bytes(range(128, 256)) * 4, b"\xff\xfe\x00"]:
        with pytest.raises(ManuscriptError):
            decode(bad)


@needs_shared_data()
@pytest.mark.parametrize("novel, chapters", [("三国演义", 120), ("西游记", 100), ("红楼梦", 120), ("水浒传", 120)])
def test_classic_novels_split_into_their_chapters(novel, chapters):
    text = (SHARED_DATA / "zh" / f"{novel}.txt").read_text(encoding="utf-8")
    found = split_manuscript(text).chapters
    assert [c.number for c in found] == list(range(1, chapters + 1))


def test_a_book_in_volumes_numbered_afresh_goes_on_counting():
    text = ("VOLUME I\n\nCHAPTER I\n\nAda came home.\n\nCHAPTER II\n\nAda slept.\n\n"
            "VOLUME II\n\nCHAPTER I\n\nCole came home.\n\nCHAPTER II\n\nCole slept.\n")
    chapters = split_manuscript(text).chapters
    assert [(c.number, "".join(c.lines).strip()) for c in chapters] == [
        (1, "Ada came home."), (2, "Ada slept."), (3, "Cole came home."), (4, "Cole slept.")]


def test_a_web_novels_volumes_numbered_afresh_go_on_counting():
    text = ("第一卷 风起云州\n\n第一章 重生\n\n林枫醒了。\n\n第二章 下山\n\n林枫下山了。\n\n第二卷 龙争虎斗\n\n"
            "第一章 京城\n\n林枫到了京城。\n\n第二卷 龙争虎斗 第二章 再会\n\n苏晴来了。\n")
    assert [(c.number, c.title, "".join(c.lines).strip()) for c in split_manuscript(text).chapters] == [
        (1, "重生", "林枫醒了。"), (2, "下山", "林枫下山了。"), (3, "京城", "林枫到了京城。"), (4, "再会", "苏晴来了。")]


def test_letters_then_chapters_are_one_count():
    text = "Letter 1\n\nDear sister, we sail.\n\nLetter 2\n\nWe sailed.\n\nChapter 1\n\nI was born in Geneva.\n"
    assert [c.number for c in split_manuscript(text).chapters] == [1, 2, 3]


def test_a_bare_number_in_a_book_of_chapter_headings_heads_a_section_a_scene():
    text = "CHAPTER I\n\nI\n\nAda came home.\n\nII\n\nCole came home.\n\nCHAPTER II\n\nI\n\nThey slept.\n"
    scenes = split_scenes(text)
    assert [(s.chapter, s.scene, s.text) for s in scenes] == [
        (1, 1, "Ada came home."), (1, 2, "Cole came home."), (2, 1, "They slept.")]


def test_a_table_of_contents_with_titles_under_its_headings_is_no_part():
    toc = "".join(f"CHAPTER {n}\nA Title Of Chapter {n}\n\n" for n in range(1, 4))
    body = "".join(f"CHAPTER {n}\n\n" + f"Ada walked on through chapter {n}. " * 20 + "\n\n" for n in range(1, 4))
    chapters = split_manuscript("CONTENTS\n\n" + toc + body).chapters
    assert [c.number for c in chapters] == [1, 2, 3] and all("Ada walked" in "".join(c.lines) for c in chapters)


@pytest.mark.parametrize("line, number", [("CHAPTER TWENTY-FOUR", 24), ("Chapter Thirty One", 31),
                                          ("Chapter ninety-nine", 99), ("CHAPTER TWENTY", 20)])
def test_chapter_numbers_in_words_past_twenty(line, number):
    assert heading_number(line)[0] == number


def test_a_title_under_a_bare_number_is_not_a_chapter():
    text = "1\n\nThe Old Sea-dog\n\nSQUIRE Trelawney asked me.\n\n7\n\nI Go to Bristol\n\nIT was longer.\n"
    chapters = split_manuscript(text).chapters
    assert [(c.number, c.title) for c in chapters] == [(1, None), (7, "I Go to Bristol")]


def test_where_indents_open_paragraphs_a_wrapped_line_ending_a_sentence_runs_on():
    assert paragraphs(["    苏晴道：“我听说林远从前", "去过云州。", "后来他回来了。”林枫点头。", "    次日天晴。"]) == [
        "苏晴道：“我听说林远从前去过云州。后来他回来了。”林枫点头。", "次日天晴。"]
    assert paragraphs(["林枫走了。", "苏晴哭了。"]) == ["林枫走了。", "苏晴哭了。"]


def test_speech_a_colon_brings_in_runs_on_whatever_its_indent():
    assert paragraphs(["    苏晴道：“他拉我的手问：", "  ‘林枫那里去了？’我告诉他了。他就", "笑了。”", "    次日天晴。"]) == [
        "苏晴道：“他拉我的手问：‘林枫那里去了？’我告诉他了。他就笑了。”", "次日天晴。"]
    assert paragraphs(["    林枫说道：", "    “你好。”", "    次日天晴。"]) == ["林枫说道：“你好。”", "次日天晴。"]
    # ... not a poem or a letter the colon sets off, which has no quotation of its own
    assert paragraphs(["    有诗为证：", "    天下大势，分久必合。"]) == ["有诗为证：", "天下大势，分久必合。"]


def test_a_pdfs_page_markers_are_dropped_and_the_paragraph_runs_on():
    text = ("第一回 测试\n\n    贾母骂道：“烂了舌头的混\n\n----------------------- Page 127-----------------------\n\n"
            "账老婆！”一面哭。\n    贾政在旁。")
    assert [s.text for s in split_scenes(text)] == ["贾母骂道：“烂了舌头的混账老婆！”一面哭。\n贾政在旁。"]


def test_the_split_says_what_it_left_out_and_what_it_renumbered():
    preface = "A preface of the author's, on why she wrote the book and whom she thanks. " * 5
    chapter = "Ada walked on along the river, and the rain came down on the ferry. " * 5
    volumes = f"CHAPTER I\n\n{chapter}\n\nVOLUME II\n\nCHAPTER I\n\n{chapter}\n"
    notes = split_manuscript(f"{preface}\n\n{volumes}").notes
    assert len(notes) == 2
    assert "before the first chapter heading (75 words) is left out" in notes[0]
    assert "start again 1 time(s)" in notes[1] and "chapter 1 is chapter 2" in notes[1]
    twice = split_manuscript(f"Chapter 1\n\n{chapter}\n\nChapter 2\n\n{chapter}\n\nChapter 2\n\nCole slept.\n")
    assert twice.notes == [] and [c.number for c in twice.chapters] == [1, 2]  # a line: nothing worth telling
    twice = split_manuscript(f"Chapter 2\n\n{chapter}\n\nChapter 2\n\n{chapter}Cole slept.\n")
    assert twice.notes == ["chapter 2 is headed twice; the shorter text (70 words) is left out"]
    assert "(240 characters)" in split_manuscript("序言" * 120 + "\n\n第一章\n\n林枫醒了。\n").notes[0]
    assert split_manuscript("The Ferry\nby A. Winter\n\nChapter 1\n\nAda came home.\n").notes == []  # a title page


def test_a_chapter_number_slipped_where_one_is_missing_is_mended():
    chapter = "Ada walked on along the river, and the rain came down on the ferry. " * 5
    text = "".join(f"CHAPTER {n}\n\n{chapter}Part {i}.\n\n" for i, n in enumerate(["I", "II", "III", "II", "V"]))
    manuscript = split_manuscript(text)
    assert [(c.number, "".join(c.lines).strip()[-7:]) for c in manuscript.chapters] == [
        (1, "Part 0."), (2, "Part 1."), (3, "Part 2."), (4, "Part 3."), (5, "Part 4.")]
    assert manuscript.notes == ["the chapter headed 2 between chapters 3 and 5 is read as chapter 4"]

"""What a kinship role word (`father`, `daughter`, `wife`) says of a relation: its predicate, which side
of it the word names, and that side's gender. The checker reads genders from it; the extractor reads
which roles one person holds for another ("her father" is one man)."""

from __future__ import annotations

from typing import NamedTuple


class KinRole(NamedTuple):
    predicate: str
    names_object: bool  # `son`: the word names the object of `parent_of` (the child), not its subject
    gender: str


# kin beyond parents and siblings, as a `kin_of` fact's role says what its subject is to its object: the role's
# gender, its bond, and whether it is the elder side's (cousins are neither)
_FAR_KIN = {"uncle": ("m", "avuncular", True), "aunt": ("f", "avuncular", True), "nephew": ("m", "avuncular", False),
            "niece": ("f", "avuncular", False), "grandfather": ("m", "grand", True),
            "grandmother": ("f", "grand", True), "grandson": ("m", "grand", False),
            "granddaughter": ("f", "grand", False), "cousin": ("", "cousin", None)}
# kin by marriage, as a `kin_of` fact's role says what its subject is to its object: a gender, and no bond by birth
_IN_LAWS = {"father-in-law": "m", "mother-in-law": "f", "son-in-law": "m", "daughter-in-law": "f",
            "brother-in-law": "m", "sister-in-law": "f"}

KIN_ROLES = {
    "father": KinRole("parent_of", False, "m"), "mother": KinRole("parent_of", False, "f"),
    "son": KinRole("parent_of", True, "m"), "daughter": KinRole("parent_of", True, "f"),
    "husband": KinRole("spouse_of", False, "m"), "wife": KinRole("spouse_of", False, "f"),
    "concubine": KinRole("spouse_of", False, "f"),  # a secondary wife (`妾`): after `wife`, the word for a spouse
    "brother": KinRole("sibling_of", False, "m"), "sister": KinRole("sibling_of", False, "f"),
    "stepfather": KinRole("parent_of", False, "m"), "stepmother": KinRole("parent_of", False, "f"),
    "stepson": KinRole("parent_of", True, "m"), "stepdaughter": KinRole("parent_of", True, "f"),
    # a half-brother is kin by birth, a stepbrother is not (`not_by_birth`)
    "half-brother": KinRole("sibling_of", False, "m"), "half-sister": KinRole("sibling_of", False, "f"),
    "stepbrother": KinRole("sibling_of", False, "m"), "stepsister": KinRole("sibling_of", False, "f"),
    "foster father": KinRole("parent_of", False, "m"), "foster mother": KinRole("parent_of", False, "f"),
    "foster son": KinRole("parent_of", True, "m"), "foster daughter": KinRole("parent_of", True, "f"),
    "foster parent": KinRole("parent_of", False, ""), "foster child": KinRole("parent_of", True, ""),  # an adoption
    **{role: KinRole("kin_of", False, gender) for role, (gender, _, _) in _FAR_KIN.items()},
    **{role: KinRole("kin_of", False, gender) for role, gender in _IN_LAWS.items()},
}


class KinBond(NamedTuple):
    """How two people are kin by birth: a parent and child, siblings, an uncle or aunt and a nephew or niece,
    a grandparent and grandchild, cousins; and which of them is the elder, where the bond has one."""

    bond: str
    elder: str | None


def kin_bond(predicate: str | None, subject: str, obj: str, role: str | None) -> KinBond | None:
    """The bond a kinship fact states, or None for one that is not by birth (a stepfather, a wife)."""
    if not_by_birth(role):
        return None
    if predicate == "parent_of":
        return KinBond("parent", subject)
    if predicate == "sibling_of":
        return KinBond("sibling", None)
    if predicate == "kin_of" and role in _FAR_KIN:
        _, bond, subject_is_elder = _FAR_KIN[role]
        return KinBond(bond, None if subject_is_elder is None else subject if subject_is_elder else obj)
    return None


def not_by_birth(role: str | None) -> bool:
    """Whether the role is a step- or foster parent's or child's: one may have a father and a stepfather, or
    a foster father."""
    return (role or "").startswith(("step", "foster"))


def role_gender(role: str | None) -> str | None:
    """`father` -> m, `daughter` -> f; None for a role with no gender or no role."""
    kin = KIN_ROLES.get(role or "")
    return kin.gender if kin else None


def names_object(role: str | None) -> bool:
    """Whether the role describes a relation's object (`daughter` in `parent_of`) rather than its subject."""
    kin = KIN_ROLES.get(role or "")
    return bool(kin and kin.names_object)


def names_subject_of(role: str | None, predicate: str) -> bool:
    """Whether the role is the subject's in that relation (`mother` in `parent_of`, `wife` in `spouse_of`)."""
    kin = KIN_ROLES.get(role or "")
    return bool(kin and kin.predicate == predicate and not kin.names_object)


def subject_role(predicate: str, gender: str | None) -> str | None:
    """The word for a relation's subject of that gender (`parent_of`, f -> mother), if there is one."""
    return _role_word(KinRole(predicate, False, gender or ""))


def object_role(predicate: str, gender: str | None) -> str | None:
    """The word for a relation's object of that gender (`parent_of`, f -> daughter), if there is one."""
    return _role_word(KinRole(predicate, True, gender or ""))


def _role_word(role: KinRole) -> str | None:
    return next((word for word, kin in KIN_ROLES.items() if kin == role), None)

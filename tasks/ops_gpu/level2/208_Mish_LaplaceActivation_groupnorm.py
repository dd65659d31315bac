"""Mish -> hf.LaplaceActivation -> F.group_norm: synthesised by warpgym synth (seed 7, index 322, transformers#3, dim 0 x2787)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """Mish -> hf.LaplaceActivation -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.laplaceactivation_1(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(1426944, 256)]


def get_init_inputs():
    return []

"""Hardshrink -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 4031, transformers#2, dim 0 x1810)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """Hardshrink -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(28960, 32, 256)]


def get_init_inputs():
    return []

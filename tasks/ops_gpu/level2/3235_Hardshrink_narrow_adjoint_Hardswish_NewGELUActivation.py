"""Hardshrink -> torch.narrow -> torch.adjoint -> Hardswish -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 5099, transformers#5, dim 0 x1699)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """Hardshrink -> torch.narrow -> torch.adjoint -> Hardswish -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()
        self.hardswish_3 = nn.Hardswish()
        self.newgeluactivation_4 = NewGELUActivation()

    def forward(self, x):
        x = self.hardshrink_0(x)
        x = torch.narrow(x, -1, 2, 2)
        x = torch.adjoint(x)
        x = self.hardswish_3(x)
        x = self.newgeluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(434944, 512)]


def get_init_inputs():
    return []

"""Softshrink -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 2195, transformers#2, dim 0 x1984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """Softshrink -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(253952, 256)]


def get_init_inputs():
    return []

"""Mish -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 7, index 6235, transformers#2, dim 0 x477)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """Mish -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.accurategeluactivation_1 = AccurateGELUActivation()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.accurategeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3816, 16, 32, 32)]


def get_init_inputs():
    return []

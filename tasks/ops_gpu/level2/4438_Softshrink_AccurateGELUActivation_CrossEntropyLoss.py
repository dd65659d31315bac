"""Softshrink -> hf.AccurateGELUActivation -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 6064, transformers#3, dim 0 x647)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """Softshrink -> hf.AccurateGELUActivation -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.accurategeluactivation_1 = AccurateGELUActivation()
        self.crossentropyloss_2 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = self.softshrink_0(x)
        x = self.accurategeluactivation_1(x)
        x = self.crossentropyloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(165632, 256), torch.randn(165632, 256)]


def get_init_inputs():
    return []

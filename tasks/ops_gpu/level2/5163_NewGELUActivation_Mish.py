"""hf.NewGELUActivation -> Mish: synthesised by warpgym synth (seed 9, index 676, transformers#2, dim 0 x1541)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> Mish"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.mish_1 = nn.Mish()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = self.mish_1(x)
        return x


def get_inputs():
    return [torch.randn(24656, 64, 128)]


def get_init_inputs():
    return []

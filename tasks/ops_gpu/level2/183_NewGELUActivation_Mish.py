"""hf.NewGELUActivation -> Mish: synthesised by warpgym synth (seed 7, index 279, transformers#2, dim 0 x950)."""
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
    return [torch.randn(15200, 32, 256)]


def get_init_inputs():
    return []

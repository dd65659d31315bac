"""hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 1033, transformers#1, dim 0 x603)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        return x


def get_inputs():
    return [torch.randn(4824, 16, 32, 32)]


def get_init_inputs():
    return []

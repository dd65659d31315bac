"""F.pad -> hf.NewGELUActivation: synthesised by warpgym synth (seed 10, index 85, transformers#2, dim 0 x91)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """F.pad -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2912, 128, 64)]


def get_init_inputs():
    return []

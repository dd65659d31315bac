"""hf.NewGELUActivation -> F.softshrink: synthesised by warpgym synth (seed 7, index 2911, transformers#2, dim 0 x1889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(15112, 64, 16, 16)]


def get_init_inputs():
    return []

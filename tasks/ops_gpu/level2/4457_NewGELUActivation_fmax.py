"""hf.NewGELUActivation -> torch.fmax: synthesised by warpgym synth (seed 8, index 31, transformers#2, dim 0 x912)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()

    def forward(self, x, x1):
        x = self.newgeluactivation_0(x)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(3648, 16, 8, 8, 8), torch.randn(3648, 16, 8, 8, 8)]


def get_init_inputs():
    return []

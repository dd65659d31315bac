"""torch.cumprod -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 5217, transformers#2, dim 0 x797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.cumprod -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x):
        x = torch.cumprod(x, -1)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(12752, 32, 256)]


def get_init_inputs():
    return []

"""torch.subtract -> hf.NewGELUActivation: synthesised by warpgym synth (seed 7, index 2233, transformers#2, dim 0 x2209)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """torch.subtract -> hf.NewGELUActivation"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_1 = NewGELUActivation()

    def forward(self, x, x1):
        x = torch.subtract(x, x1)
        x = self.newgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(17672, 16, 32, 32), torch.randn(17672, 16, 32, 32)]


def get_init_inputs():
    return []

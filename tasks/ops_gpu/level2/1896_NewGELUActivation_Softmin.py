"""hf.NewGELUActivation -> Softmin: synthesised by warpgym synth (seed 7, index 3009, transformers#2, dim 0 x565)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> Softmin"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(4520, 16, 32, 32)]


def get_init_inputs():
    return []

"""F.softplus -> hf.LaplaceActivation -> F.rrelu: synthesised by warpgym synth (seed 7, index 4564, transformers#3, dim 0 x2257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """F.softplus -> hf.LaplaceActivation -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = F.softplus(x)
        x = self.laplaceactivation_1(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(18056, 16, 32, 32)]


def get_init_inputs():
    return []

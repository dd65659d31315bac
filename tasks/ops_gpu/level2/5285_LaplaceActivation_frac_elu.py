"""hf.LaplaceActivation -> torch.frac -> F.elu: synthesised by warpgym synth (seed 10, index 30, transformers#3, dim 0 x441)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.frac -> F.elu"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = torch.frac(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(3528, 64, 16, 16)]


def get_init_inputs():
    return []

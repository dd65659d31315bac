"""hf.LaplaceActivation -> F.instance_norm: synthesised by warpgym synth (seed 7, index 641, transformers#2, dim 0 x3864)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.instance_norm"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(61824, 64, 128)]


def get_init_inputs():
    return []

"""hf.LaplaceActivation -> F.softmin: synthesised by warpgym synth (seed 7, index 3094, transformers#2, dim 0 x987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(31584, 128, 64)]


def get_init_inputs():
    return []

"""SiLU -> hf.LaplaceActivation: synthesised by warpgym synth (seed 9, index 634, transformers#2, dim 0 x1551)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """SiLU -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.laplaceactivation_1 = LaplaceActivation()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.laplaceactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(3102, 8, 8, 16, 16)]


def get_init_inputs():
    return []

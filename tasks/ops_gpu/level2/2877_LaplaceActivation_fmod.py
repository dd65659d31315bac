"""hf.LaplaceActivation -> torch.fmod: synthesised by warpgym synth (seed 7, index 4548, transformers#2, dim 0 x855)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.fmod"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = torch.fmod(x, x1)
        return x


def get_inputs():
    return [torch.randn(1710, 8, 8, 16, 16), torch.randn(1710, 8, 8, 16, 16)]


def get_init_inputs():
    return []

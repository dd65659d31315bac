"""hf.LaplaceActivation -> F.pixel_unshuffle: synthesised by warpgym synth (seed 7, index 1444, transformers#2, dim 0 x562)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> F.pixel_unshuffle"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = F.pixel_unshuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(8992, 32, 16, 16)]


def get_init_inputs():
    return []

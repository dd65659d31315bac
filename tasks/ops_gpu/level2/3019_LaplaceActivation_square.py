"""hf.LaplaceActivation -> torch.square: synthesised by warpgym synth (seed 7, index 4773, transformers#2, dim 0 x513)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.square"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(16416, 128, 64)]


def get_init_inputs():
    return []

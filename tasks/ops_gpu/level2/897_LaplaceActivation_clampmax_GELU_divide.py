"""hf.LaplaceActivation -> torch.clamp_max -> GELU -> torch.divide: synthesised by warpgym synth (seed 7, index 1459, transformers#4, dim 0 x5258)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.clamp_max -> GELU -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.gelu_2 = nn.GELU()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = torch.clamp_max(x, 0.5)
        x = self.gelu_2(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(21032, 16, 8, 8, 8), torch.randn(21032, 16, 8, 8, 8)]


def get_init_inputs():
    return []

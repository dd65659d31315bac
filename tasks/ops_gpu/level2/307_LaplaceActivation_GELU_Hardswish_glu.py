"""hf.LaplaceActivation -> GELU -> Hardswish -> F.glu: synthesised by warpgym synth (seed 7, index 465, transformers#4, dim 0 x356)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> GELU -> Hardswish -> F.glu"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()
        self.gelu_1 = nn.GELU()
        self.hardswish_2 = nn.Hardswish()

    def forward(self, x):
        x = self.laplaceactivation_0(x)
        x = self.gelu_1(x)
        x = self.hardswish_2(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(5696, 64, 128)]


def get_init_inputs():
    return []

"""hf.LaplaceActivation -> torch.i0 -> F.tanh -> F.normalize -> torch.divide: synthesised by warpgym synth (seed 7, index 4797, transformers#5, dim 0 x1749)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.i0 -> F.tanh -> F.normalize -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = torch.i0(x)
        x = F.tanh(x)
        x = F.normalize(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(6996, 32, 32, 32), torch.randn(6996, 32, 32, 32)]


def get_init_inputs():
    return []

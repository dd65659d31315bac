"""hf.LaplaceActivation -> torch.add: synthesised by warpgym synth (seed 7, index 6072, transformers#2, dim 0 x233)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """hf.LaplaceActivation -> torch.add"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_0 = LaplaceActivation()

    def forward(self, x, x1):
        x = self.laplaceactivation_0(x)
        x = torch.add(x, x1)
        return x


def get_inputs():
    return [torch.randn(1864, 64, 16, 16), torch.randn(1864, 64, 16, 16)]


def get_init_inputs():
    return []

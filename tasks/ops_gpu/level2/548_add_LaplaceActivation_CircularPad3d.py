"""torch.add -> hf.LaplaceActivation -> CircularPad3d: synthesised by warpgym synth (seed 7, index 891, transformers#3, dim 0 x2429)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import LaplaceActivation


class Model(nn.Module):
    """torch.add -> hf.LaplaceActivation -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.laplaceactivation_1 = LaplaceActivation()
        self.circularpad3d_2 = nn.CircularPad3d(padding=1)

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.laplaceactivation_1(x)
        x = self.circularpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(9716, 32, 32, 32), torch.randn(9716, 32, 32, 32)]


def get_init_inputs():
    return []

"""Tanhshrink -> torch.erf -> torch.sinc: synthesised by warpgym synth (seed 7, index 1296, torch#3, dim 0 x1435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanhshrink -> torch.erf -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_0 = nn.Tanhshrink()

    def forward(self, x):
        x = self.tanhshrink_0(x)
        x = torch.erf(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(11480, 16, 32, 32)]


def get_init_inputs():
    return []

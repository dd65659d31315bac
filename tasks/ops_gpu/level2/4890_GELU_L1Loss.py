"""GELU -> L1Loss: synthesised by warpgym synth (seed 7, index 6657, torch#2, dim 0 x960)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(245760, 512), torch.randn(245760, 512)]


def get_init_inputs():
    return []

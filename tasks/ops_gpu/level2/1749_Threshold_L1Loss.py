"""Threshold -> L1Loss: synthesised by warpgym synth (seed 7, index 2399, torch#2, dim 0 x3756)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.threshold_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(15024, 32, 32, 32), torch.randn(15024, 32, 32, 32)]


def get_init_inputs():
    return []

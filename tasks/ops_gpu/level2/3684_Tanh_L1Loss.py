"""Tanh -> L1Loss: synthesised by warpgym synth (seed 7, index 5029, torch#2, dim 0 x11801)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.tanh_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1510528, 256), torch.randn(1510528, 256)]


def get_init_inputs():
    return []
